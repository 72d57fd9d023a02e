/**
 * A chosen or dropped file's content. FileReader rather than File.text(): the same in browsers,
 * Electron and the component tests' DOM.
 */
function read(file: File, as: 'dataUrl' | 'text'): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the file'));
    if (as === 'text') reader.readAsText(file);
    else reader.readAsDataURL(file);
  });
}

/** The file as a data: URL (an image to preview or to send). */
export const readAsDataUrl = (file: File) => read(file, 'dataUrl');

/**
 * An image file as a data: URL. Browsers outside Apple's systems give an iPhone's .heic no
 * media type (the URL would say application/octet-stream): it is named by its extension then.
 */
export async function readImageAsDataUrl(file: File): Promise<string> {
  const url = await readAsDataUrl(file);
  if (url.startsWith('data:image/')) return url;
  const heif = /\.(heic|heif)$/i.exec(file.name)?.[1]?.toLowerCase();
  return heif ? url.replace(/^data:[^;,]*/, `data:image/${heif}`) : url;
}

/** The file as text (a CSV file). */
export const readAsText = (file: File) => read(file, 'text');
