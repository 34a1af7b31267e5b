/**
 * Images uploaded by operators (decision 0034): PNG, JPEG or WebP only — recognised by their first bytes,
 * whatever the name or Content-Type claim; SVG is refused, since it can carry scripts — at most 1 MB (the
 * API's body limit), stored under a generated name in the upload folder (MEDIA_DIR or DATA_DIR/media) and
 * served at /media/uploads/. The client's file name is never used for the path.
 *
 * What is stored is not the bytes sent but the image decoded and encoded again (sharp, in its own format):
 * its metadata (EXIF with the camera and the place it was taken, XMP, comments) and anything appended
 * after the image (a second file, a script) are gone, and a file that only starts like an image is refused
 * (docs/decisions/0051). The orientation of EXIF is applied to the pixels before it goes.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { TRPCError } from '@trpc/server';
import { adminIdInput, messageText, uploadedImageSchema } from '@wurzelwerk/shared';
import sharp from 'sharp';
import { z } from 'zod';
import { MAX_BODY_BYTES } from '../../rest/limits';
import type { AuthedContext } from '../../trpc/init';
import { router } from '../../trpc/init';
import { writeAssetType } from './assets';
import { actorOf, operatorProcedure, recordAudit } from './procedure';

const SIGNATURES: { ext: 'png' | 'jpg' | 'webp'; test: (b: Uint8Array) => boolean }[] = [
  { ext: 'png', test: (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((v, i) => b[i] === v) },
  { ext: 'jpg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    ext: 'webp',
    test: (b) =>
      new TextDecoder().decode(b.subarray(0, 4)) === 'RIFF' &&
      new TextDecoder().decode(b.subarray(8, 12)) === 'WEBP',
  },
];

/** The image type of the bytes, or undefined when they are none of the accepted ones. */
export const imageTypeOf = (bytes: Uint8Array) => SIGNATURES.find((s) => s.test(bytes))?.ext;

/** Largest image decoded, in pixels (40 MP): a small file must not unpack into gigabytes. */
const MAX_PIXELS = 40_000_000;

/**
 * The image decoded and encoded again in its format, without metadata; undefined when it cannot be decoded
 * (damaged, too many pixels, or only its first bytes are an image's).
 */
export async function reencode(
  data: Uint8Array,
  ext: 'png' | 'jpg' | 'webp',
): Promise<Uint8Array | undefined> {
  try {
    const image = sharp(data, { failOn: 'error', limitInputPixels: MAX_PIXELS }).rotate();
    const encoded =
      ext === 'png' ? image.png() : ext === 'jpg' ? image.jpeg({ quality: 90 }) : image.webp({ quality: 90 });
    return new Uint8Array(await encoded.toBuffer());
  } catch {
    return undefined;
  }
}

/** The file as it arrives from the REST adapter (binary: not reachable over tRPC's JSON). */
const fileInput = z.object({ data: z.custom<Uint8Array>((value) => value instanceof Uint8Array) });

/** Checks and stores an image; answers its media path (`uploads/<uuid>.<ext>`) and address. */
export async function storeImage(ctx: AuthedContext, data: Uint8Array) {
  if (data.byteLength > MAX_BODY_BYTES)
    throw new TRPCError({
      code: 'PAYLOAD_TOO_LARGE',
      message: messageText(ctx.locale, 'admin.imageTooLarge', { max: MAX_BODY_BYTES / 1024 / 1024 }),
    });
  if (data.byteLength === 0)
    throw new TRPCError({ code: 'BAD_REQUEST', message: messageText(ctx.locale, 'admin.imageMissing') });
  const ext = imageTypeOf(data);
  if (!ext)
    throw new TRPCError({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: messageText(ctx.locale, 'admin.imageType'),
    });
  const clean = await reencode(data, ext);
  if (!clean)
    throw new TRPCError({ code: 'BAD_REQUEST', message: messageText(ctx.locale, 'admin.imageUnreadable') });
  const name = `${crypto.randomUUID()}.${ext}`;
  await mkdir(ctx.services.uploadDir, { recursive: true });
  await Bun.write(join(ctx.services.uploadDir, name), clean);
  return { path: `uploads/${name}`, url: `/media/uploads/${name}` };
}

export const adminMediaRouter = router({
  /** An image for a stream's thumbnail or a product: its path goes into their inputs. */
  upload: operatorProcedure
    .input(fileInput)
    .output(uploadedImageSchema)
    .mutation(async ({ ctx, input }) => {
      const image = await storeImage(ctx, input.data);
      await recordAudit(ctx.db, actorOf(ctx), {
        action: 'media.upload',
        entity: 'media',
        entityId: image.path,
        before: null,
        after: { ...image, bytes: input.data.byteLength },
      });
      return image;
    }),

  /** A project's image: stored, then set as the asset type's image (audited with its before and after). */
  assetTypeImage: operatorProcedure
    .input(adminIdInput.merge(fileInput))
    .output(z.object({ id: z.number().int(), imageUrl: z.string() }))
    .mutation(async ({ ctx, input }) => {
      const image = await storeImage(ctx, input.data);
      const saved = await writeAssetType(ctx, 'assetType.image', input.id, { imagePath: image.path });
      return { id: saved.id, imageUrl: saved.imageUrl };
    }),
});
