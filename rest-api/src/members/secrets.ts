// Opaque secrets handed to members (access, refresh and one-time tokens): random, URL-safe, stored only as sha256.
import { createHash, randomBytes } from 'node:crypto';

export const newSecret = () => randomBytes(32).toString('base64url');

export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');
