/**
 * The config in a shared link: deflate-raw (the browser's CompressionStream) and
 * base64url, in the URL's hash, so it never reaches a server.
 */
export const HASH_PREFIX = '#config=';

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

async function pipe(bytes: Uint8Array, stream: CompressionStream | DecompressionStream): Promise<Uint8Array> {
  const out = new Response(new Blob([bytes as BlobPart]).stream().pipeThrough(stream));
  return new Uint8Array(await out.arrayBuffer());
}

/** The hash (`#config=…`) that carries `text`. */
export async function encodeConfig(text: string): Promise<string> {
  const packed = await pipe(new TextEncoder().encode(text), new CompressionStream('deflate-raw'));
  return HASH_PREFIX + toBase64Url(packed);
}

/** The config a hash carries, or undefined when the hash carries none; throws on a damaged one. */
export async function decodeConfig(hash: string): Promise<string | undefined> {
  if (!hash.startsWith(HASH_PREFIX)) return undefined;
  const bytes = await pipe(fromBase64Url(hash.slice(HASH_PREFIX.length)), new DecompressionStream('deflate-raw'));
  return new TextDecoder().decode(bytes);
}
