/**
 * Hands a downloaded file to the browser under `fileName`. The link lives inside the widget (its
 * shadow root), so saving touches nothing of the host page; the object URL is released once the
 * browser has had time to start the download.
 */
export function saveFile(blob: Blob, section: HTMLElement | null, fileName: string): void {
  if (!section) return;
  const url = URL.createObjectURL(blob);
  const link = section.ownerDocument.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  section.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
