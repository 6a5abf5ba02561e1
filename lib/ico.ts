/**
 * Packs PNG images into an ICO file (the format of /favicon.ico). Each image is stored as PNG,
 * which every browser since Internet Explorer 11 and Windows Vista reads inside an ICO.
 */
export function encodeIco(images: { size: number; png: Uint8Array }[]): Uint8Array {
  const HEADER = 6;
  const ENTRY = 16;
  let offset = HEADER + ENTRY * images.length;
  const total = offset + images.reduce((sum, image) => sum + image.png.byteLength, 0);
  const out = new Uint8Array(total);
  const view = new DataView(out.buffer);
  view.setUint16(0, 0, true); // reserved
  view.setUint16(2, 1, true); // 1 = icon
  view.setUint16(4, images.length, true);
  images.forEach((image, index) => {
    if (image.size < 1 || image.size > 256) throw new Error(`An ICO image is 1 to 256 pixels wide (got ${image.size})`);
    const entry = HEADER + ENTRY * index;
    view.setUint8(entry, image.size === 256 ? 0 : image.size); // width (0 means 256)
    view.setUint8(entry + 1, image.size === 256 ? 0 : image.size); // height
    view.setUint8(entry + 2, 0); // no palette
    view.setUint8(entry + 3, 0); // reserved
    view.setUint16(entry + 4, 1, true); // colour planes
    view.setUint16(entry + 6, 32, true); // bits per pixel
    view.setUint32(entry + 8, image.png.byteLength, true);
    view.setUint32(entry + 12, offset, true);
    out.set(image.png, offset);
    offset += image.png.byteLength;
  });
  return out;
}

/** The images of an ICO file: their declared size and bytes. Used by the tests to read what clients read. */
export function decodeIco(bytes: Uint8Array): { width: number; height: number; data: Uint8Array }[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.getUint16(0, true) !== 0 || view.getUint16(2, true) !== 1) throw new Error("not an ICO file");
  return Array.from({ length: view.getUint16(4, true) }, (_, index) => {
    const entry = 6 + 16 * index;
    const length = view.getUint32(entry + 8, true);
    const offset = view.getUint32(entry + 12, true);
    return {
      width: view.getUint8(entry) || 256,
      height: view.getUint8(entry + 1) || 256,
      data: bytes.subarray(offset, offset + length),
    };
  });
}
