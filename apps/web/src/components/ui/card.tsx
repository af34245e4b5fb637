import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export function Card({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('rounded-xl border border-stone-200 bg-white shadow-sm', className)} {...props} />;
}

/** 'row' puts a title and figures side by side (wrapping on phones); a variant because cn() does not merge flex-col with flex-row. */
const headerLayouts = {
  stack: 'flex flex-col gap-1 p-5 pb-3',
  row: 'flex flex-row flex-wrap items-start justify-between gap-3 p-5 pb-3',
  rowCentered: 'flex flex-row flex-wrap items-center justify-between gap-3 p-5 pb-3',
};

export function CardHeader({ className, layout = 'stack', ...props }: ComponentProps<'div'> & { layout?: keyof typeof headerLayouts }) {
  return <div className={cn(headerLayouts[layout], className)} {...props} />;
}

/**
 * A card's heading. Cards mostly sit straight under a screen's h1, so the title is an h2 unless it
 * says otherwise (`level={3}` for cards inside a titled section): headings must not skip a level
 * (axe's heading-order, a Lighthouse accessibility audit).
 */
export function CardTitle({ className, level = 2, ...props }: ComponentProps<'h2'> & { level?: 2 | 3 }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return <Heading className={cn('text-base font-semibold leading-tight text-stone-900', className)} {...props} />;
}

export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cn('text-sm text-stone-600', className)} {...props} />;
}

/** 'belowHeader' continues a CardHeader; 'alone' is a card body without a header. */
const contentInsets = { belowHeader: 'p-5 pt-0', alone: 'p-5' };

export function CardContent({ className, inset = 'belowHeader', ...props }: ComponentProps<'div'> & { inset?: keyof typeof contentInsets }) {
  return <div className={cn(contentInsets[inset], className)} {...props} />;
}
