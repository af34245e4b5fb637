import { describe, expect, it } from 'vitest';
import arCommon from '@baobab/i18n/ar/common';
import arMessages from '@baobab/i18n/ar/messages';
import arNotifications from '@baobab/i18n/ar/notifications';
import frCommon from '@baobab/i18n/fr/common';
import frMessages from '@baobab/i18n/fr/messages';
import frNotifications from '@baobab/i18n/fr/notifications';
import { notificationKindLabels } from './notifications-texts';

/** A label as the e-mail settings show it: the notifications screen reads its own catalog, then the shared ones. */
const labelsIn = (...catalogs: Record<string, string>[]) =>
  Object.values(notificationKindLabels).map((english) => catalogs.map((catalog) => catalog[english]).find((text) => text !== undefined) ?? english);

describe('the e-mail settings', () => {
  it.each([
    ['English', Object.values(notificationKindLabels)],
    ['French', labelsIn(frNotifications, frMessages, frCommon)],
    ['Arabic', labelsIn(arNotifications, arMessages, arCommon)],
  ])('name every kind differently in %s', (_, labels) => {
    const repeated = labels.filter((label, i) => labels.indexOf(label) !== i);
    expect(repeated).toEqual([]);
  });
});
