// '~/' is not a path the tsconfig maps: web-imports-resolve.
import { rate } from '~/lib/rate';

export const inDollars = (amount: number) => amount * rate;
