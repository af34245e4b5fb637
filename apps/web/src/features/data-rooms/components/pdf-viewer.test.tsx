import { act, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { applyLocale } from '@/lib/i18n/locale';
import { renderWithApp } from '@/test/render';
import { PdfViewer } from './pdf-viewer';

// A three-page document: the viewer's words are under test here, not pdf.js's drawing.
const page = { getViewport: () => ({ width: 100, height: 140 }), render: () => ({ promise: Promise.resolve(), cancel: () => undefined }) };
const document = { numPages: 3, getPage: async () => page };
vi.mock('./pdf-document', () => ({ openPdf: async () => ({ promise: Promise.resolve(document), destroy: async () => undefined }) }));

// jsdom has no IntersectionObserver; no page scrolls into view, so the counter stays on page 1. Stubbed for the whole
// file: a page's effect can still mount after its test ends (the pages load after the toolbar), so removing the stub
// after each test let such an effect throw (CI of 2026-11-30).
beforeAll(() => {
  vi.stubGlobal('IntersectionObserver', class { observe() {} disconnect() {} });
});
afterEach(() => applyLocale('en'));
afterAll(() => vi.unstubAllGlobals());

async function viewer(locale: 'en' | 'fr' | 'ar') {
  applyLocale(locale);
  await act(async () => {
    renderWithApp(<PdfViewer bytes={new Uint8Array()} name="Deck.pdf" watermark={null} isViewOnly />);
  });
  return screen.findByRole('toolbar');
}

describe("the document viewer's page words", () => {
  it.each([
    ['en', 'Document pages', 'Page 1 of 3', 'Previous page', 'Next page', 'Page 2 of 3'],
    ['fr', 'Pages du document', 'Page 1 sur 3', 'Page précédente', 'Page suivante', 'Page 2 sur 3'],
    ['ar', 'صفحات المستند', 'الصفحة 1 من 3', 'الصفحة السابقة', 'الصفحة التالية', 'الصفحة 2 من 3'],
  ] as const)('in %s: the counter, the buttons and each page', async (locale, toolbar, counter, previous, next, secondPage) => {
    const bar = await viewer(locale);
    expect(bar.getAttribute('aria-label')).toBe(toolbar);
    expect(within(bar).getByText(counter)).toBeTruthy();
    expect(within(bar).getByRole('button', { name: previous })).toBeTruthy();
    expect(within(bar).getByRole('button', { name: next })).toBeTruthy();
    expect(screen.getAllByRole('img').map((canvas) => canvas.getAttribute('aria-label'))).toContain(secondPage);
  });
});
