import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

/**
 * Writes dist/gate-sw.js: the hand-written service worker of client/sw/gate-sw.js
 * with the files it precaches: the entry with everything it imports (and what it imports when it
 * runs: React, Apollo, the app; not the lazy pages), and the pages that must open
 * offline (the gate, the player's ticket, the gate's start page) with their imports, dynamic ones
 * included (the Ed25519 fallback, the QR decoder), and their CSS.
 */
export function gateServiceWorker(options: { offlinePages: string[]; source: string }): Plugin {
  return {
    name: 'gate-service-worker',
    apply: 'build',
    generateBundle(_output, bundle) {
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const wanted = new Set<string>();
      const visit = (fileName: string) => {
        if (wanted.has(fileName)) return;
        wanted.add(fileName);
        const chunk = byFile.get(fileName);
        if (!chunk) return;
        for (const css of chunk.viteMetadata?.importedCss ?? []) wanted.add(css);
        for (const asset of chunk.viteMetadata?.importedAssets ?? []) wanted.add(asset);
        for (const next of [...chunk.imports, ...chunk.dynamicImports]) visit(next);
      };
      for (const chunk of chunks) {
        const facade = chunk.facadeModuleId;
        const page = facade ? options.offlinePages.some((path) => facade.endsWith(path)) : false;
        if (chunk.isEntry) {
          // The entry's own static imports (not the lazy pages it may open).
          wanted.add(chunk.fileName);
          for (const css of chunk.viteMetadata?.importedCss ?? []) wanted.add(css);
          for (const next of chunk.imports) visit(next);
          // What it imports when it runs (src/main.tsx: React, Apollo, the app), not the lazy pages those open.
          const visitStatic = (fileName: string) => {
            if (wanted.has(fileName)) return;
            wanted.add(fileName);
            const imported = byFile.get(fileName);
            for (const css of imported?.viteMetadata?.importedCss ?? []) wanted.add(css);
            for (const next of imported?.imports ?? []) visitStatic(next);
          };
          for (const next of chunk.dynamicImports) visitStatic(next);
        }
        if (page) visit(chunk.fileName);
      }
      const files = [...wanted].sort().map((file) => `/${file}`);
      const precache = [...files, '/gate.webmanifest', '/gate-icon-192.png', '/gate-icon-512.png'];
      const version = createHash('sha256').update(precache.join('\n')).digest('hex').slice(0, 12);
      const source = readFileSync(options.source, 'utf8')
        .replace('self.__GATE_VERSION__', JSON.stringify(version))
        .replace('self.__GATE_PRECACHE__', JSON.stringify(precache));
      this.emitFile({ type: 'asset', fileName: 'gate-sw.js', source });
    },
  };
}
