import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('downloads once, and again only after a failed download', async () => {
    const importer = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('schema');
    const schema = loadOnce(importer);
    await expect(schema.load()).rejects.toThrow('offline');
    expect(schema.loaded()).toBeUndefined();
    expect(await schema.load()).toBe('schema');
    expect(await schema.load()).toBe('schema');
    expect(importer).toHaveBeenCalledTimes(2);
    expect(schema.loaded()).toBe('schema');
  });

  it('marks what arrived as React reads it without suspending', async () => {
    const schema = loadOnce(() => Promise.resolve('schema'));
    await schema.load();
    expect(schema.load()).toMatchObject({ status: 'fulfilled', value: 'schema' });
  });

  it('preloads without an unhandled rejection when the download fails', async () => {
    const importer = vi.fn().mockRejectedValue(new Error('offline'));
    loadOnce(importer).preload();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(importer).toHaveBeenCalledTimes(1);
  });
});
