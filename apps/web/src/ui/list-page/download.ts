/** Saves a file the browser already holds through a temporary object address and a download link. */
export function saveFile(content: Blob | string, fileName: string, type = 'text/csv;charset=utf-8'): void {
  const blob = typeof content === 'string' ? new Blob([content], { type }) : content;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers start the download after click() returns, so the address lives a moment longer.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The file name of a screen's export: "Products" -> "Products.csv", without characters file systems refuse. */
export function csvFileName(title: string): string {
  const base = title.trim().replace(/[\\/:*?"<>|]+/g, '-');
  return `${base || 'export'}.csv`;
}
