/** Hands a file fetched with the admin's token to the browser's downloads, under `name`. */
export function saveFile(file: Blob, name: string) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken the bytes by the next turn; the address is freed then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
