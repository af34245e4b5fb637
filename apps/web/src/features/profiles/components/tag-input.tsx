import { Input } from '@/components/ui/input';

/** A comma-separated text box edited as a list (skills, interests); blanks are dropped. */
export function TagInput({ id, value, onChange, invalid, placeholder }: { id: string; value: string[]; onChange: (tags: string[]) => void; invalid: boolean; placeholder?: string }) {
  return (
    <Input
      id={id}
      aria-invalid={invalid}
      placeholder={placeholder}
      defaultValue={value.join(', ')}
      onChange={(event) =>
        onChange(
          event.target.value
            .split(',')
            .map((tag) => tag.trim())
            .filter(Boolean),
        )
      }
    />
  );
}
