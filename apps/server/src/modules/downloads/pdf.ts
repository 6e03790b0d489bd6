import { buffer } from 'node:stream/consumers';
import type { DownloadLanguage } from '@portal/contracts';
import PDFDocument from 'pdfkit';
import { INK, MUTED, type Rgb, RULE } from './brands';

/** What a generated PDF says, top to bottom, in one language. */
export type PdfContent = {
  language: DownloadLanguage;
  colour: Rgb;
  /** Top left of the heading band, e.g. the provider's name. */
  provider: string;
  /** Below it: what kind of document this is (Data sheet, Home owner, ...). */
  kindLabel: string;
  title: string;
  intro: string;
  /** Label and value rows under the intro (SKU, product group, ...); may be empty. */
  facts: [label: string, value: string][];
  pointsHeading?: string;
  points: string[];
  specsHeading?: string;
  specs: [label: string, value: string][];
  /** Small print at the bottom of the page. */
  footer: string[];
  /** The document's dates, fixed so that the same content gives the same bytes. */
  date: Date;
};

const PAGE = { width: 612, height: 792, margin: 54 };
const TEXT_WIDTH = PAGE.width - 2 * PAGE.margin;
const LABEL_WIDTH = 170;

/**
 * A one-page PDF in pdfkit's built-in Helvetica (nothing is fetched or embedded). Its dates are
 * the content's and pdfkit derives the document id from them, so a build is byte for byte the
 * same as the last one.
 */
export async function renderPdf(content: PdfContent): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: PAGE.margin,
    lang: content.language,
    displayTitle: true,
    info: {
      Title: content.title,
      Subject: content.intro,
      Author: content.provider,
      Creator: content.provider,
      Producer: content.provider,
      CreationDate: content.date,
      ModDate: content.date,
    },
  });
  const bytes = buffer(doc);

  doc.rect(0, 0, PAGE.width, 96).fill(content.colour);
  doc.fillColor('white').font('Helvetica-Bold').fontSize(13);
  doc.text(content.provider, PAGE.margin, 30, { width: TEXT_WIDTH });
  doc.font('Helvetica').fontSize(11).text(content.kindLabel.toUpperCase(), { characterSpacing: 1 });

  doc.fillColor(INK).font('Helvetica-Bold').fontSize(22);
  doc.text(content.title, PAGE.margin, 128, { width: TEXT_WIDTH });
  doc.moveDown(0.4).fillColor(MUTED).font('Helvetica').fontSize(12);
  doc.text(content.intro, { width: TEXT_WIDTH });

  if (content.facts.length > 0) {
    doc.moveDown(1);
    table(doc, content.facts);
  }
  if (content.pointsHeading) heading(doc, content.pointsHeading, content.colour);
  else doc.moveDown(1);
  doc.fillColor(INK).font('Helvetica').fontSize(12);
  doc.list(content.points, PAGE.margin, doc.y, {
    width: TEXT_WIDTH,
    bulletRadius: 2.5,
    textIndent: 16,
    paragraphGap: 6,
  });
  if (content.specsHeading && content.specs.length > 0) {
    heading(doc, content.specsHeading, content.colour);
    table(doc, content.specs);
  }

  const footerTop = PAGE.height - PAGE.margin - 14 * content.footer.length;
  doc.moveTo(PAGE.margin, footerTop - 10).lineTo(PAGE.width - PAGE.margin, footerTop - 10);
  doc.lineWidth(0.5).stroke(RULE);
  doc.fillColor(MUTED).font('Helvetica').fontSize(9);
  for (const [index, line] of content.footer.entries()) {
    doc.text(line, PAGE.margin, footerTop + 14 * index, { width: TEXT_WIDTH, lineBreak: false });
  }
  doc.end();
  return bytes;
}

function heading(doc: PDFKit.PDFDocument, text: string, colour: Rgb) {
  doc.moveDown(1.2).fillColor(colour).font('Helvetica-Bold').fontSize(14);
  doc.text(text, PAGE.margin, doc.y, { width: TEXT_WIDTH });
  doc.moveDown(0.4);
}

/** Label and value side by side, a rule under each row. */
function table(doc: PDFKit.PDFDocument, rows: [string, string][]) {
  doc.fontSize(11);
  for (const [label, value] of rows) {
    const top = doc.y;
    doc.fillColor(MUTED).font('Helvetica-Bold');
    doc.text(label, PAGE.margin, top, { width: LABEL_WIDTH - 10 });
    const labelBottom = doc.y;
    doc.fillColor(INK).font('Helvetica');
    doc.text(value, PAGE.margin + LABEL_WIDTH, top, { width: TEXT_WIDTH - LABEL_WIDTH });
    const bottom = Math.max(labelBottom, doc.y) + 4;
    doc.moveTo(PAGE.margin, bottom).lineTo(PAGE.width - PAGE.margin, bottom);
    doc.lineWidth(0.5).stroke(RULE);
    doc.y = bottom + 5;
  }
}
