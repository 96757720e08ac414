// Two-factor sign-in for operators (RFC 6238 TOTP through otplib; QR codes through qrcode). The secret is sealed
// with AES-256-GCM under ctx.opsSecretKey before it touches the database and is never in a reply after enrolment;
// a code is accepted once (the last accepted time step is kept, and an older or equal one is refused); recovery
// codes are random, shown once, and kept only as SHA-256 hashes (they carry 50 random bits, so no slow hash).
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { OpsTotpConfirmReply, OpsTotpStartReply } from '@common/generated/api';
import type { AppContext } from '../../context';
import { operatorRecoveryCodes, operators } from '../../db/schema';
import { fail } from '../../errors';
import { sha256 } from '../hash';
import type { Tx } from '../ledger';
import { writeAudit } from './audit';
import type { OperatorSession } from './sessions';

const ISSUER = 'WPS Console';
const RECOVERY_CODES = 10;
/** Codes of the step before and after the current one are accepted too (clock drift, a code typed at the edge). */
const TOLERANCE_SECONDS = 30;

/** `v1.<iv>.<tag>.<ciphertext>` (base64url): AES-256-GCM, so a changed value fails to open rather than misleads. */
export function sealSecret(key: Buffer, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

export function openSecret(key: Buffer, sealed: string): string {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || !body) throw new Error('unreadable TOTP secret');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}

/** The time step of `code` if it is valid now and newer than `lastStep`, else undefined. */
export async function acceptedStep(secret: string, code: string, now: Date, lastStep: number | null) {
  try {
    const r = await verify({
      secret,
      token: code,
      epoch: Math.floor(now.getTime() / 1000),
      epochTolerance: TOLERANCE_SECONDS,
      ...(lastStep === null ? {} : { afterTimeStep: lastStep }),
    });
    // A TOTP result carries its time step (the union type also covers HOTP's, which has none).
    return r.valid && 'timeStep' in r ? r.timeStep : undefined;
  } catch {
    // otplib refuses malformed input by throwing: a wrong code all the same.
    return undefined;
  }
}

type OperatorRow = typeof operators.$inferSelect;

/**
 * Whether the operator's code is good: accepted once, as the step is moved on only where it is still older (two
 * requests racing with the same code cannot both win).
 */
export async function spendTotpCode(ctx: AppContext, op: OperatorRow, code: string): Promise<boolean> {
  if (!op.totpSecret) return false;
  const step = await acceptedStep(openSecret(ctx.opsSecretKey, op.totpSecret), code, ctx.clock(), op.totpLastStep);
  if (step === undefined) return false;
  const moved = await ctx.db
    .update(operators)
    .set({ totpLastStep: step })
    .where(and(eq(operators.id, op.id), or(isNull(operators.totpLastStep), sql`${operators.totpLastStep} < ${step}`)))
    .returning({ id: operators.id });
  return moved.length === 1;
}

/** Whether `code` is one of the operator's unused recovery codes; it is used up by this call. */
export async function spendRecoveryCode(ctx: AppContext, operatorId: number, code: string): Promise<boolean> {
  const used = await ctx.db
    .update(operatorRecoveryCodes)
    .set({ usedAt: ctx.clock() })
    .where(
      and(
        eq(operatorRecoveryCodes.operatorId, operatorId),
        eq(operatorRecoveryCodes.codeHash, sha256(normalise(code))),
        isNull(operatorRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: operatorRecoveryCodes.id });
  return used.length === 1;
}

const normalise = (code: string) => code.replace(/-/g, '').toLowerCase();

/** `xxxxx-xxxxx` of a 32-letter alphabet without look-alikes (0/o, 1/l): 50 random bits. */
function recoveryCode(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const bytes = randomBytes(10);
  const chars = [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

async function loadOperator(ctx: AppContext, id: number): Promise<OperatorRow> {
  const [row] = await ctx.db.select().from(operators).where(eq(operators.id, id)).limit(1);
  if (!row) throw new Error(`operator ${id} vanished`);
  return row;
}

/** A new secret to enrol (replacing one shown before), as an otpauth URL and its QR code. */
export async function startTotp(ctx: AppContext, session: OperatorSession): Promise<OpsTotpStartReply> {
  const op = await loadOperator(ctx, session.operator.id);
  if (op.totpEnabledAt) throw fail('ops.totp.enrolled');
  const secret = generateSecret();
  await ctx.db
    .update(operators)
    .set({ totpPendingSecret: sealSecret(ctx.opsSecretKey, secret) })
    .where(eq(operators.id, op.id));
  const otpauthUrl = generateURI({ issuer: ISSUER, label: op.username, secret });
  const qrSvg = await QRCode.toString(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { otpauthUrl, qrSvg };
}

/** A code of the pending secret turns 2FA on and yields ten recovery codes, once; one audit row. */
export async function confirmTotp(
  ctx: AppContext,
  session: OperatorSession,
  address: string,
  code: string,
): Promise<OpsTotpConfirmReply> {
  const op = await loadOperator(ctx, session.operator.id);
  if (op.totpEnabledAt) throw fail('ops.totp.enrolled');
  if (!op.totpPendingSecret) throw fail('ops.totp.invalid');
  const now = ctx.clock();
  const step = await acceptedStep(openSecret(ctx.opsSecretKey, op.totpPendingSecret), code, now, null);
  if (step === undefined) throw fail('ops.totp.invalid');
  const codes = Array.from({ length: RECOVERY_CODES }, recoveryCode);
  await ctx.db.transaction(async (tx) => {
    const [on] = await tx
      .update(operators)
      .set({ totpSecret: op.totpPendingSecret, totpPendingSecret: null, totpEnabledAt: now, totpLastStep: step })
      .where(and(eq(operators.id, op.id), isNull(operators.totpEnabledAt)))
      .returning({ id: operators.id });
    if (!on) throw fail('ops.totp.enrolled');
    await tx
      .insert(operatorRecoveryCodes)
      .values(codes.map((c) => ({ operatorId: op.id, codeHash: sha256(normalise(c)) })));
    await writeAudit(tx, now, {
      operatorId: op.id,
      action: 'operator.totp_enrol',
      brandId: null,
      target: `operator:${op.username}`,
      before: { totpEnabled: false },
      after: { totpEnabled: true },
      address,
    });
  });
  return { recoveryCodes: codes };
}

/** Turns an operator's 2FA off and drops their recovery codes (inside the caller's transaction). */
export async function clearTotp(tx: Tx, operatorId: number): Promise<void> {
  await tx
    .update(operators)
    .set({ totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: null })
    .where(eq(operators.id, operatorId));
  await tx.delete(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.operatorId, operatorId));
}
