/** Pixel size of an image file in the browser, or undefined when it cannot be decoded. */
export async function readImageSize(file: Blob): Promise<{ width: number; height: number } | undefined> {
  if (typeof createImageBitmap === 'function') {
    try {
      const bitmap = await createImageBitmap(file);
      const size = { width: bitmap.width, height: bitmap.height };
      bitmap.close();
      return size;
    } catch {
      // Fall through: some browsers decode in <img> what createImageBitmap refuses.
    }
  }
  if (typeof Image !== 'function' || typeof URL.createObjectURL !== 'function') return undefined;
  const url = URL.createObjectURL(file);
  try {
    return await new Promise((resolve) => {
      const image = new Image();
      image.onload = () => resolve(image.naturalWidth ? { width: image.naturalWidth, height: image.naturalHeight } : undefined);
      image.onerror = () => resolve(undefined);
      image.src = url;
    });
  } finally {
    URL.revokeObjectURL(url);
  }
}
