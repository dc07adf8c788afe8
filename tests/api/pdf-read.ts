// Reads back what an uncompressed PDF from pdfmake/pdfkit draws, for the invoice PDF tests: the
// text (each glyph id of a `TJ` string mapped to its character through the font's ToUnicode CMap;
// runs that touch on one baseline joined, a gap between them as a tab — the next table cell or
// column —, baselines as lines, pages by form feeds) and the filled rectangles (`x y w h re`), which
// is how pdfmake draws a QR code: one square a dark module, no image XObject. Only the subset of
// PDF that pdfkit writes is understood: one object per `N 0 obj … endobj`, Identity-H fonts.

interface PdfObject {
  dict: string;
  stream: string | null;
}

function objects(pdf: string): Map<number, PdfObject> {
  const found = new Map<number, PdfObject>();
  const re = /(\d+) 0 obj\r?\n([\s\S]*?)\r?\nendobj/g;
  for (let m = re.exec(pdf); m; m = re.exec(pdf)) {
    const body = m[2] ?? '';
    const at = body.indexOf('\nstream\n');
    found.set(Number(m[1]), {
      dict: at < 0 ? body : body.slice(0, at),
      stream: at < 0 ? null : body.slice(at + '\nstream\n'.length, body.lastIndexOf('\nendstream')),
    });
  }
  return found;
}

function hexCodes(text: string): number[] {
  const hex = text.replace(/\s/g, '');
  const codes: number[] = [];
  for (let i = 0; i + 4 <= hex.length; i += 4) codes.push(Number.parseInt(hex.slice(i, i + 4), 16));
  return codes;
}

function unicode(hex: string): string {
  return String.fromCodePoint(...hexCodes(hex));
}

/** A ToUnicode CMap: bfrange (with a destination array or a start) and bfchar entries. */
function parseCmap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const m of (block[1] ?? '').matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F]+>)/g)) {
      const from = Number.parseInt(m[1] ?? '0', 16);
      const to = Number.parseInt(m[2] ?? '0', 16);
      const dst = m[3] ?? '';
      if (dst.startsWith('[')) {
        // A ligature maps to several characters: "<0066 0069>".
        [...dst.matchAll(/<([0-9a-fA-F\s]+)>/g)].forEach((d, k) => {
          map.set(from + k, unicode(d[1] ?? ''));
        });
      } else {
        const start = Number.parseInt(dst.slice(1, -1), 16);
        for (let c = from; c <= to; c++) map.set(c, String.fromCodePoint(start + c - from));
      }
    }
  }
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const m of (block[1] ?? '').matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) {
      map.set(Number.parseInt(m[1] ?? '0', 16), unicode(m[2] ?? ''));
    }
  }
  return map;
}

interface Font {
  chars: Map<number, string>;
  /** Advance widths by glyph id, thousandths of the font size. */
  widths: Map<number, number>;
}

/** `/W [c [w1 w2 …] …]` of a CIDFont. */
function parseWidths(dict: string): Map<number, number> {
  const widths = new Map<number, number>();
  const w = /\/W \[([\s\S]*)\]/.exec(dict)?.[1] ?? '';
  for (const m of w.matchAll(/(\d+)\s*\[([^\]]*)\]/g)) {
    const first = Number(m[1]);
    (m[2] ?? '')
      .trim()
      .split(/\s+/)
      .forEach((value, k) => {
        widths.set(first + k, Number(value));
      });
  }
  return widths;
}

interface Page {
  content: string;
  fonts: Map<string, Font>;
}

function pages(objs: Map<number, PdfObject>): Page[] {
  const found: Page[] = [];
  const cache = new Map<number, Font>();
  const fontOf = (fontObj: number): Font => {
    const cached = cache.get(fontObj);
    if (cached) return cached;
    const dict = objs.get(fontObj)?.dict ?? '';
    const cmap = /\/ToUnicode (\d+) 0 R/.exec(dict);
    const descendant = /\/DescendantFonts \[(\d+) 0 R\]/.exec(dict);
    const font = {
      chars: parseCmap(cmap ? (objs.get(Number(cmap[1]))?.stream ?? '') : ''),
      widths: parseWidths(descendant ? (objs.get(Number(descendant[1]))?.dict ?? '') : ''),
    };
    cache.set(fontObj, font);
    return font;
  };
  for (const obj of objs.values()) {
    if (!/\/Type \/Page\b/.test(obj.dict)) continue;
    const contents = /\/Contents (\d+) 0 R/.exec(obj.dict);
    const resources = /\/Resources (\d+) 0 R/.exec(obj.dict);
    const resDict = resources ? (objs.get(Number(resources[1]))?.dict ?? '') : obj.dict;
    const fonts = new Map<string, Font>();
    const fontBlock = /\/Font <<([\s\S]*?)>>/.exec(resDict)?.[1] ?? '';
    for (const m of fontBlock.matchAll(/\/(\S+) (\d+) 0 R/g)) fonts.set(m[1] ?? '', fontOf(Number(m[2])));
    found.push({ content: contents ? (objs.get(Number(contents[1]))?.stream ?? '') : '', fonts });
  }
  return found;
}

const NO_FONT: Font = { chars: new Map(), widths: new Map() };

/** The text each page shows, pages separated by a form feed. */
export function pdfText(bytes: Uint8Array): string {
  return pages(objects(Buffer.from(bytes).toString('latin1')))
    .map(({ content, fonts }) => {
      let out = '';
      let last: { y: number; end: number } | null = null;
      for (const block of content.matchAll(/BT\n([\s\S]*?)\nET/g)) {
        const body = block[1] ?? '';
        const tm = /\S+ \S+ \S+ \S+ (\S+) (\S+) Tm/.exec(body);
        const tf = /\/(\S+) ([\d.]+) Tf/.exec(body);
        const x = Number(tm?.[1] ?? 0);
        const y = Number(tm?.[2] ?? 0);
        const font = fonts.get(tf?.[1] ?? '') ?? NO_FONT;
        const size = Number(tf?.[2] ?? 0);
        let run = '';
        let width = 0;
        for (const tj of body.matchAll(/\[((?:<[0-9a-fA-F]*>|[\s\d.-])*)\] TJ|<([0-9a-fA-F]*)> Tj/g)) {
          const items = tj[1] !== undefined ? [...tj[1].matchAll(/<([0-9a-fA-F]*)>|(-?[\d.]+)/g)] : [[`<${tj[2]}>`, tj[2]]];
          for (const item of items) {
            if (item[1] !== undefined) {
              for (const code of hexCodes(item[1])) {
                run += font.chars.get(code) ?? '\uFFFD';
                width += ((font.widths.get(code) ?? 0) * size) / 1000;
              }
            } else {
              width -= (Number(item[2]) * size) / 1000;
            }
          }
        }
        if (last === null) out += run;
        else if (Math.abs(y - last.y) > 0.01) out += `\n${run}`;
        else out += Math.abs(x - last.end) < 1 ? run : `\t${run}`;
        last = { y, end: x + width };
      }
      return out;
    })
    .join('\f');
}

export interface PdfRect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Every rectangle the pages draw (`x y w h re`), in pdfmake's top-down coordinates. */
export function pdfRects(bytes: Uint8Array): PdfRect[] {
  const rects: PdfRect[] = [];
  for (const { content } of pages(objects(Buffer.from(bytes).toString('latin1')))) {
    for (const m of content.matchAll(/^(-?[\d.]+) (-?[\d.]+) (-?[\d.]+) (-?[\d.]+) re$/gm)) {
      rects.push({ x: Number(m[1]), y: Number(m[2]), w: Number(m[3]), h: Number(m[4]) });
    }
  }
  return rects;
}

/** Whether the file holds an image XObject (the invoice has none: its QR is vector squares). */
export function pdfHasImage(bytes: Uint8Array): boolean {
  return /\/Subtype \/Image\b/.test(Buffer.from(bytes).toString('latin1'));
}
