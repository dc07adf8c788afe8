// The login page's own message catalog (issue 20). A locale's whole catalog (~2,000 messages,
// 35 KiB gzip) is fetched before the first render; the login page shows a few dozen of them.
// `import('…/messages.po?boot')` compiles the same PO file (through Lingui's own API, like
// @lingui/vite-plugin does for the full catalog) keeping only the messages whose source files are
// in `bootFiles`. src/lib/i18n/i18n.ts starts with it and loads the full catalog after the first
// render (and before any other screen).
//
// So that a message can never be missing on the login page, the build checks the chunk graph: every
// module the login route loads (the entry, its static imports, the login screens' chunks and the
// `alsoBoot` lazy modules) that has messages in the catalog must be one of `bootFiles`.
import path from 'node:path';
import { createCompiledCatalog, getCatalogForFile, getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import type { Plugin } from 'vite';

const SUFFIX = '?boot';
/** `import('…/messages.po?part=K')`: the K-th of CATALOG_PARTS slices of the whole catalog (see below). */
const PART = /\.po\?part=(\d+)$/;
/**
 * The whole catalog of a language is fetched as this many chunks side by side (src/lib/i18n/i18n.ts
 * merges them), so that none passes the 50 KiB lazy chunk budget as the catalog grows: a message
 * goes to the part its id hashes to, so a new message moves no other.
 */
export const CATALOG_PARTS = 2;
function partOf(id: string): number {
  let h = 0;
  for (let i = 0; i < id.length; i++) h = (h * 31 + id.charCodeAt(i)) >>> 0;
  return h % CATALOG_PARTS;
}

export interface BootCatalogOptions {
  /** Source files (relative to the project root) whose messages the boot catalog holds. */
  bootFiles: readonly string[];
  /** The route files whose split component renders before sign-in (the login screens). */
  loginRoutes: readonly string[];
  /** Lazy modules that also render on the login page (its language menu, the toaster). */
  alsoBoot: readonly string[];
}

export function bootCatalog({ bootFiles, loginRoutes, alsoBoot }: BootCatalogOptions): Plugin {
  const config = getConfig({ cwd: process.cwd() });
  const root = config.rootDir ?? process.cwd();
  const sourceLocale = config.sourceLocale || 'es';
  const boot = new Set(bootFiles);
  const rel = (id: string) =>
    path
      .relative(root, id.split('?')[0] ?? id)
      .split(path.sep)
      .join('/');

  async function catalogFor(file: string) {
    const found = getCatalogForFile(rel(file), await getCatalogs(config));
    if (!found) throw new Error(`${file} is not a Lingui catalog of lingui.config.ts`);
    return found;
  }
  /** Every source file that has a message in the catalog. */
  async function filesWithMessages(file: string): Promise<Set<string>> {
    const { catalog } = await catalogFor(file);
    const source = await catalog.read(sourceLocale);
    const files = new Set<string>();
    for (const entry of Object.values(source ?? {})) for (const [origin] of entry.origin ?? []) files.add(origin);
    return files;
  }

  let anyCatalog: string | null = null;
  return {
    name: 'noctua-boot-catalog',
    enforce: 'pre',
    async resolveId(source, importer) {
      const suffix = source.endsWith(`.po${SUFFIX}`) ? SUFFIX : source.match(PART)?.[0].slice(3);
      if (!suffix) return null;
      const resolved = await this.resolve(source.slice(0, -suffix.length), importer, { skipSelf: true });
      return resolved ? `${resolved.id}${suffix}` : null;
    },
    async load(id) {
      const part = id.match(PART);
      if (!id.endsWith(`.po${SUFFIX}`) && !part) return null;
      const file = id.slice(0, id.lastIndexOf('?'));
      this.addWatchFile(file);
      const { locale, catalog } = await catalogFor(file);
      let keep: (key: string) => boolean;
      if (part) {
        const k = Number(part[1]);
        if (k >= CATALOG_PARTS) this.error(`${rel(file)}: there are ${CATALOG_PARTS} catalog parts, not part ${k}`);
        keep = (key) => partOf(key) === k;
      } else {
        anyCatalog = file;
        const source = (await catalog.read(sourceLocale)) ?? {};
        const ids = new Set(
          Object.entries(source)
            .filter(([, entry]) => (entry.origin ?? []).some(([origin]) => boot.has(origin)))
            .map(([key]) => key),
        );
        keep = (key) => ids.has(key);
      }
      const { messages } = await catalog.getTranslations(locale, {
        fallbackLocales: config.fallbackLocales ?? {},
        sourceLocale,
      });
      const kept = Object.fromEntries(Object.entries(messages).filter(([key]) => keep(key)));
      const { source: code, errors } = createCompiledCatalog(locale, kept, {
        namespace: 'es',
      });
      if (errors.length > 0) this.error(`catalog ${rel(id)}: ${errors.length} message(s) do not compile`);
      return { code, map: null, moduleType: 'js' };
    },
    async generateBundle(_options, bundle) {
      if (!anyCatalog) return;
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const starts = chunks.filter((c) => {
        const facade = c.facadeModuleId ? rel(c.facadeModuleId) : '';
        return (
          c.isEntry ||
          loginRoutes.some((r) => facade === r && c.facadeModuleId?.includes('tsr-split')) ||
          alsoBoot.includes(facade)
        );
      });
      const seen = new Set<string>();
      const modules = new Set<string>();
      const visit = (fileName: string) => {
        const chunk = byFile.get(fileName);
        if (!chunk || seen.has(fileName)) return;
        seen.add(fileName);
        // A route file's own module keeps only its options here: its component (and so its
        // messages) is the `?tsr-split=component` module, in the route's lazy chunk.
        for (const id of chunk.moduleIds)
          if (!(rel(id).startsWith('src/routes/') && !id.includes('?tsr-split'))) modules.add(rel(id));
        for (const imported of chunk.imports) visit(imported);
      };
      for (const c of starts) visit(c.fileName);
      const withMessages = await filesWithMessages(anyCatalog);
      const missing = [...modules].filter((m) => withMessages.has(m) && !boot.has(m)).sort();
      if (missing.length > 0)
        this.error(
          `these modules render on the login page but their messages are not in the boot catalog: ${missing.join(', ')} ` +
            '(add them to bootFiles in vite.config.ts, or keep them out of the login route)',
        );
    },
  };
}
