/**
 * Saving a tool's data as a JSON file and reading one back, for every tool that exports and
 * imports (each ruleset's roster, the Locus Monsters, my screen; the kit's FileImport reads with
 * it). Reading never throws: a file too large to be ours or unreadable comes back as a message
 * naming the file.
 */

/** Offers `text` to the reader as a download named `fileName`. */
export function downloadJson(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has started the download by now; keep the URL a moment for slow ones.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export type FileText = { ok: true; text: string } | { ok: false; message: string };

/** The text of a chosen file, or why it cannot be used: `kind` names it ("a Cast file"). */
export async function readTextFile(file: File, maxBytes: number, kind: string): Promise<FileText> {
  if (file.size > maxBytes)
    return {
      ok: false,
      message: `${file.name} is too large (${Math.round(file.size / 1000)} KB) to be ${kind}.`,
    };
  try {
    return { ok: true, text: await file.text() };
  } catch {
    return { ok: false, message: `${file.name} could not be read.` };
  }
}
