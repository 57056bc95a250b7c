/** Accepted reward pictures by their magic bytes (spec §5: jpeg, jpg, png); the file name and the declared type are not trusted. */
export function imageMime(head: Buffer): 'image/jpeg' | 'image/png' | undefined {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  if (head.length >= 8 && head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  return undefined;
}
