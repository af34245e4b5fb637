import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

// Tailwind finds classes by their full text in the source, so these stay whole strings.
const focusRings = {
  plain: 'focus-visible:outline-2 focus-visible:outline-brand-600',
  onFilled: 'focus-visible:outline-3 focus-visible:outline-ochre-700',
  onDark: 'focus-visible:outline-3 focus-visible:outline-ochre-400',
} as const;

export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-lg text-sm font-medium transition-colors focus-visible:outline-offset-2 disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    // Each variant names its own focus ring: a green ring around a dark green button (Sign Up)
    // read as part of the button and was nearly invisible, so filled buttons get a thicker ochre one.
    variants: {
      variant: {
        default: `bg-brand-800 text-white hover:bg-brand-700 ${focusRings.onFilled}`,
        accent: `bg-ochre-400 text-stone-900 hover:bg-ochre-500 ${focusRings.plain}`,
        outline: `border border-stone-300 bg-white text-stone-900 hover:bg-stone-100 ${focusRings.plain}`,
        outlineOnDark: `border border-brand-200 bg-transparent text-white hover:bg-brand-700 ${focusRings.onDark}`,
        ghost: `text-stone-700 hover:bg-stone-100 ${focusRings.plain}`,
        destructive: `bg-red-700 text-white hover:bg-red-800 ${focusRings.onFilled}`,
        link: `text-brand-700 underline-offset-4 hover:underline ${focusRings.plain}`,
      },
      size: {
        default: 'h-10 px-4',
        sm: 'h-9 px-3',
        lg: 'h-12 px-6 text-base',
        icon: 'size-10',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

type ButtonProps = ComponentProps<'button'> & VariantProps<typeof buttonVariants> & { asChild?: boolean };

export function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  const Component = asChild ? Slot.Root : 'button';
  return <Component className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
