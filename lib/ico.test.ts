import { decodeIco, encodeIco } from "./ico";

const fakePng = (fill: number, length: number) => new Uint8Array(length).fill(fill);

describe("ICO container", () => {
  it("stores each image with its size, and reads back the same bytes", () => {
    const images = [
      { size: 16, png: fakePng(1, 40) },
      { size: 32, png: fakePng(2, 70) },
      { size: 256, png: fakePng(3, 10) },
    ];
    const ico = encodeIco(images);
    expect(ico.byteLength).toBe(6 + 3 * 16 + 40 + 70 + 10);
    // The header a client checks first: reserved 0, type 1 (icon), three images.
    expect(Array.from(ico.subarray(0, 6))).toEqual([0, 0, 1, 0, 3, 0]);
    const decoded = decodeIco(ico);
    expect(decoded.map((image) => [image.width, image.height])).toEqual([
      [16, 16],
      [32, 32],
      [256, 256],
    ]);
    decoded.forEach((image, index) => expect(Array.from(image.data)).toEqual(Array.from(images[index]!.png)));
  });

  it("refuses a size the format cannot describe", () => {
    expect(() => encodeIco([{ size: 512, png: fakePng(1, 4) }])).toThrow("1 to 256 pixels");
  });

  it("rejects bytes that are not an ICO file", () => {
    expect(() => decodeIco(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0]))).toThrow("not an ICO file");
  });
});
