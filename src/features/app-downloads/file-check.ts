// The same type check the server applies (src/contract/downloads.ts), run on the chosen file before
// uploading it: a wrong file is refused at once instead of after a long upload. The size limit is
// the server's alone (413 with its message).
import { kindOfName, MAGIC_LENGTH, magicMatches } from '../../contract/downloads';

export type FileProblem = 'type' | 'content' | 'empty';

/** The first bytes of a file (FileReader: supported everywhere the app and its tests run). */
function readHead(file: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(file.slice(0, MAGIC_LENGTH));
  });
}

export async function checkAppFile(file: File): Promise<FileProblem | null> {
  if (!kindOfName(file.name)) return 'type';
  if (file.size === 0) return 'empty';
  const head = await readHead(file);
  return magicMatches(file.name, head) ? null : 'content';
}
