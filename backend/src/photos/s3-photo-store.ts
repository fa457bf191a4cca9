import type { S3Client } from '@aws-sdk/client-s3';
import type { AppConfig } from '../platform/config/config.schema';
import type { PhotoFile } from './photo-processing';
import type { PhotoStore } from './photo-store';

type S3Settings = NonNullable<AppConfig['photos']['s3']>;

/**
 * Photo files in an S3-compatible bucket (AWS S3, MinIO, R2...). The SDK is loaded only when a bucket is configured.
 * The bucket stays private: files are still served from our origin, after the same access check.
 */
export class S3PhotoStore implements PhotoStore {
  private client?: Promise<{ s3: S3Client; sdk: typeof import('@aws-sdk/client-s3') }>;

  constructor(private readonly settings: S3Settings) {}

  private connect() {
    this.client ??= import('@aws-sdk/client-s3').then((sdk) => {
      const { region, endpoint, accessKeyId, secretAccessKey, forcePathStyle } = this.settings;
      const s3 = new sdk.S3Client({
        region,
        ...(endpoint ? { endpoint } : {}),
        forcePathStyle,
        ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
      });
      return { s3, sdk };
    });
    return this.client;
  }

  private key(photoId: string, name: string): string {
    return `${this.settings.prefix}${photoId}/${name}`;
  }

  async put(photoId: string, files: readonly PhotoFile[]): Promise<void> {
    const { s3, sdk } = await this.connect();
    for (const file of files) {
      await s3.send(
        new sdk.PutObjectCommand({
          Bucket: this.settings.bucket,
          Key: this.key(photoId, file.name),
          Body: file.bytes,
          ContentType: file.contentType,
        }),
      );
    }
  }

  async get(photoId: string, name: string): Promise<Omit<PhotoFile, 'name'> | null> {
    const { s3, sdk } = await this.connect();
    try {
      const answer = await s3.send(
        new sdk.GetObjectCommand({ Bucket: this.settings.bucket, Key: this.key(photoId, name) }),
      );
      if (!answer.Body) return null;
      const bytes = Buffer.from(await answer.Body.transformToByteArray());
      return { contentType: answer.ContentType ?? 'application/octet-stream', bytes };
    } catch (err) {
      if ((err as { name?: string }).name === 'NoSuchKey') return null;
      throw err;
    }
  }

  async remove(photoId: string, names: readonly string[]): Promise<void> {
    if (!names.length) return;
    const { s3, sdk } = await this.connect();
    await s3.send(
      new sdk.DeleteObjectsCommand({
        Bucket: this.settings.bucket,
        Delete: { Objects: names.map((name) => ({ Key: this.key(photoId, name) })), Quiet: true },
      }),
    );
  }
}
