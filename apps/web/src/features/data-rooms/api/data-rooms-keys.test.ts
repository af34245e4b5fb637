import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { contentPath, activityCsvPath } from './data-rooms';
import { dataRoomsKeys, roomQueries } from './data-rooms-keys';

describe('data-room query keys and links', () => {
  it("keys a room's reads under the room, and the rest under the feature", () => {
    expect(dataRoomsKeys.list()).toEqual(['data-rooms', 'list']);
    expect(dataRoomsKeys.room(5)).toEqual(['data-rooms', 'room', 5]);
    expect(dataRoomsKeys.grants(5)).toEqual(['data-rooms', 'room', 5, 'grants']);
    expect(dataRoomsKeys.activity(5)).toEqual(['data-rooms', 'room', 5, 'activity']);
    expect(dataRoomsKeys.accessRequests(5)).toEqual(['data-rooms', 'room', 5, 'access-requests']);
    expect(dataRoomsKeys.startupAccess(3)).toEqual(['data-rooms', 'startup-access', 3]);
    expect(dataRoomsKeys.documentAnalytics(5, 7)).toEqual(['data-rooms', 'room', 5, 'documents', 7, 'analytics']);
    expect(dataRoomsKeys.documentAnalysis(5, 7)).toEqual(['data-rooms', 'room', 5, 'documents', 7, 'analysis']);
  });

  it('builds the download links as before: the disposition always named, a version only when asked for', () => {
    expect(contentPath(5, 7)).toBe('/api/data-rooms/5/documents/7/content?disposition=attachment');
    expect(contentPath(5, 7, { inline: true })).toBe('/api/data-rooms/5/documents/7/content?disposition=inline');
    expect(contentPath(5, 7, { version: 2 })).toBe('/api/data-rooms/5/documents/7/content?version=2&disposition=attachment');
    expect(activityCsvPath(5)).toBe('/api/data-rooms/5/activity.csv');
  });

  it("a change to a room reloads the room list and that room's reads, not another room's nor the startup page's", async () => {
    const client = new QueryClient();
    const keys = [
      dataRoomsKeys.list(),
      dataRoomsKeys.room(5),
      dataRoomsKeys.grants(5),
      dataRoomsKeys.documentAnalysis(5, 7),
      dataRoomsKeys.room(50),
      dataRoomsKeys.startupAccess(5),
      ['startups', 'mine'],
    ];
    for (const key of keys) client.setQueryData(key, 'cached');
    await client.invalidateQueries({ predicate: roomQueries(5) });
    expect(keys.map((key) => client.getQueryState(key)?.isInvalidated)).toEqual([true, true, true, true, false, false, false]);
  });

  it('a new room reloads the room list only', async () => {
    const client = new QueryClient();
    const keys = [dataRoomsKeys.list(), dataRoomsKeys.room(5)];
    for (const key of keys) client.setQueryData(key, 'cached');
    await client.invalidateQueries({ predicate: roomQueries() });
    expect(keys.map((key) => client.getQueryState(key)?.isInvalidated)).toEqual([true, false]);
  });
});
