import type { Catalog } from '../catalog';

/** English plural forms for the startups screens (en-plurals.ts): `key_one` and `key_other` for each counted key. */
export default {
  '{{count}} profile views from signed-in visitors (your own visits are not counted)._one': '{{count}} profile view from signed-in visitors (your own visits are not counted).',
  '{{count}} profile views from signed-in visitors (your own visits are not counted)._other': '{{count}} profile views from signed-in visitors (your own visits are not counted).',
  '{{count}} people (15 points from 5)._one': '{{count}} person (15 points from 5).',
  '{{count}} people (15 points from 5)._other': '{{count}} people (15 points from 5).',
  '{{count}} startup profiles published._one': '{{count}} startup profile published.',
  '{{count}} startup profiles published._other': '{{count}} startup profiles published.',
} as const satisfies Catalog;
