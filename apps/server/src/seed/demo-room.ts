/**
 * The demo founder's data room for Ledgerline, shared with the demo investor (view only), so a
 * new user signing in as either sees a real room: folders, PDF documents with selectable text,
 * and a grant the founder made. The rows carry explicit ids like the rest of the dataset; the
 * documents' bytes are rendered here and stored by insertDataset through the file storage.
 */
import { demoAccounts } from './demo';
import type { DataRoomFolderRow, DataRoomGrantRow, DataRoomRow, DemoDocument, DemoRoom } from './types';

const DAY_MS = 86_400_000;

export function demoRoom(epoch: Date): DemoRoom {
  const { founder, investor } = demoAccounts;
  const created = new Date(epoch.getTime() - 14 * DAY_MS);
  const shared = new Date(epoch.getTime() - 6 * DAY_MS);
  const room: DataRoomRow = { id: 1, startupId: 1, ownerId: founder.userId, name: 'Ledgerline Seed round', ndaText: null, createdAt: created };
  const folders: DataRoomFolderRow[] = [
    { id: 1, roomId: 1, name: 'Financials', createdAt: created },
    { id: 2, roomId: 1, name: 'Legal', createdAt: created },
  ];
  const document = (id: number, folderId: number | null, name: string, pages: string[][]): DemoDocument => ({
    row: { id, roomId: 1, folderId, name, fileType: 'pdf', createdAt: created },
    pages,
  });
  const documents = [
    document(1, null, 'Ledgerline pitch deck.pdf', [
      ['Ledgerline: bookkeeping and working capital for the traders of Lagos'],
      ['Problem: 40 million informal traders in Nigeria keep no records, so no lender can price their credit.'],
      ['Traction: 12,400 active traders; revenue of $18,500 a month, growing 14% month on month.'],
      ['The raise: $750K Seed to launch in Abuja and Accra over 18 months.'],
    ]),
    document(2, 1, 'Monthly revenue 2026.pdf', [
      ['Monthly revenue (USD), January to October 2026'],
      ['Jan 6,900 - Feb 7,800 - Mar 8,900 - Apr 10,100 - May 11,400', 'Jun 12,600 - Jul 14,100 - Aug 15,600 - Sep 16,900 - Oct 18,500'],
    ]),
    document(3, 2, 'Certificate of incorporation.pdf', [['Ledgerline Technologies Ltd, incorporated in Lagos, Nigeria (RC 1789034).']]),
  ];
  const grant: DataRoomGrantRow = {
    id: 1,
    roomId: 1,
    folderId: null,
    granteeId: investor.userId,
    email: investor.email,
    permission: 'view',
    expiresAt: null,
    revokedAt: null,
    createdBy: founder.userId,
    createdAt: shared,
  };
  return { room, folders, grant, documents };
}

/** One PDF with a page per entry of `pages`, its dates fixed so the same room renders to the same bytes. */
export async function renderDemoPdf(title: string, pages: DemoDocument['pages']): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts } = await import('pdf-lib');
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.setTitle(title);
  pdf.setCreationDate(new Date(0));
  pdf.setModificationDate(new Date(0));
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const lines of pages) {
    const page = pdf.addPage([612, 396]);
    lines.forEach((line, n) => page.drawText(line, { x: 40, y: 340 - n * 20, size: 13, font, maxWidth: 530 }));
  }
  return pdf.save();
}
