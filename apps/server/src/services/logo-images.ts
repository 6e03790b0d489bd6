import type { LogoContentType } from '@portal/contracts';
import type { DOMPurify } from 'dompurify';
import { fileTypeFromBuffer } from 'file-type';

// What an uploaded logo really is, read from its bytes and never from the name or type the
// client gave: PNG, JPEG and WebP by their signatures, SVG by parsing, and an SVG only as
// DOMPurify's SVG profile leaves it, with nothing that reaches outside the file.

export type LogoImage = { content: Buffer; contentType: LogoContentType; extension: string };

const RASTER: Readonly<Record<string, LogoContentType>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
};

/** The logo as it is stored, or undefined when the bytes are no PNG, JPEG, WebP or SVG. */
export async function logoImage(content: Buffer): Promise<LogoImage | undefined> {
  const detected = await fileTypeFromBuffer(content);
  const raster = detected && RASTER[detected.ext];
  if (detected && raster) return { content, contentType: raster, extension: detected.ext };
  const text = svgText(content);
  if (text === undefined) return undefined;
  const clean = await sanitiseSvg(text);
  return clean === undefined
    ? undefined
    : { content: Buffer.from(clean, 'utf8'), contentType: 'image/svg+xml', extension: 'svg' };
}

/** An optional XML declaration, comments or a doctype without internal subset, then <svg. */
const SVG_START =
  /^(?:<\?xml[^>]*\?>\s*)?(?:(?:<!--[\s\S]*?-->|<!DOCTYPE svg[^>[]*>)\s*)*<svg[\s>/]/i;

/** The file as text when it reads as an SVG document (UTF-8, starting as SVG_START says). */
function svgText(content: Buffer): string | undefined {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(content);
  } catch {
    return undefined;
  }
  text = text.trimStart();
  return SVG_START.test(text) ? text : undefined;
}

/** A `url(…)` or `@import` that does not point into the document itself (`url(#id)`). */
const OUTSIDE_REFERENCE = /@import|url\(\s*(?!['"]?#)/i;
/** What a link may point at: a fragment of the document, or an image embedded in it. */
const INSIDE_LINK = /^\s*(?:#|data:image\/(?:png|jpeg|gif|webp)[;,])/i;

let sanitiser: Promise<{ purify: DOMPurify; serialise: (node: Node) => string }> | undefined;

/**
 * DOMPurify on a jsdom window, made on the first SVG (jsdom is heavy to load). Hooks remove
 * what the SVG profile would keep but that reaches outside the file: links other than to a
 * fragment or an embedded image, and styles that fetch (url() or @import). Scripts, event
 * handlers and foreignObject are not in the profile at all.
 */
function svgSanitiser() {
  sanitiser ??= (async () => {
    const [{ JSDOM }, { default: createDOMPurify }] = await Promise.all([
      import('jsdom'),
      import('dompurify'),
    ]);
    const { window } = new JSDOM('');
    const purify = createDOMPurify(window);
    purify.addHook('uponSanitizeAttribute', (_node, data) => {
      const link = data.attrName === 'href' || data.attrName === 'xlink:href';
      if (link ? !INSIDE_LINK.test(data.attrValue) : OUTSIDE_REFERENCE.test(data.attrValue)) {
        data.keepAttr = false;
      }
    });
    purify.addHook('uponSanitizeElement', (node, data) => {
      if (data.tagName === 'style' && OUTSIDE_REFERENCE.test(node.textContent ?? '')) {
        node.textContent = '';
      }
    });
    const serializer = new window.XMLSerializer();
    return { purify, serialise: (node: Node) => serializer.serializeToString(node) };
  })();
  return sanitiser;
}

/** The SVG as XML with only what the profile and hooks allow, or undefined if no SVG is left. */
async function sanitiseSvg(text: string): Promise<string | undefined> {
  const { purify, serialise } = await svgSanitiser();
  const fragment = purify.sanitize(text, {
    USE_PROFILES: { svg: true, svgFilters: true },
    RETURN_DOM_FRAGMENT: true,
  });
  const root = [...fragment.children].find(
    (element) => element.localName === 'svg' && element.namespaceURI === SVG_NAMESPACE,
  );
  return root ? serialise(root) : undefined;
}

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';
