import { cva, type VariantProps } from 'class-variance-authority';

const avatarVariants = cva('shrink-0 rounded-full object-cover', {
  variants: { size: { sm: 'size-10 text-sm', md: 'size-12 text-base', lg: 'size-24 text-2xl' } },
  defaultVariants: { size: 'md' },
});

/** A person's initials, the stand-in for a picture. Here rather than in lib/format so that the shell's
 * avatar does not pull the money formatter into the first download of every page. */
export const initials = (firstName: string, lastName: string): string =>
  `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase() || '?';

/** A person's picture, or their initials when they have none. */
export function Avatar({ firstName, lastName, src, size }: { firstName: string; lastName: string; src: string | null } & VariantProps<typeof avatarVariants>) {
  if (src) return <img src={src} alt="" className={avatarVariants({ size })} />;
  return (
    <span aria-hidden="true" className={`${avatarVariants({ size })} flex items-center justify-center bg-brand-100 font-semibold text-brand-800`}>
      {initials(firstName, lastName)}
    </span>
  );
}
