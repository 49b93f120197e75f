/**
 * A self-signed signing certificate for development and tests, generated on first use into the data
 * folder (never committed). DIAN rejects its signatures: production configures the PKCS#12 file of a
 * DIAN-authorised certification body instead.
 * @module
 */
import { generateKeyPair, randomBytes, sign } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import forge from 'node-forge';
import { loadSigningCertificate, type Pkcs12Source, type SigningCertificate } from './signing-certificate';

const FOLDER = join('e-invoicing', 'development-certificate');
const CERTIFICATE_FILE = 'certificate.p12';
const PASSWORD_FILE = 'password';
/** Regenerated this long before it expires, so a long test run never signs with an expired one. */
const RENEW_BEFORE_MS = 30 * 86_400_000;
const VALIDITY_YEARS = 2;
const VALIDITY_MS = VALIDITY_YEARS * 365 * 86_400_000;

/** node-forge's `pki.getTBSCertificate`, which its type definitions leave out. */
interface ForgeTbs {
  getTBSCertificate(certificate: forge.pki.Certificate): forge.asn1.Asn1;
}

// Off the main thread (libuv's pool): a start-up generating the key meanwhile keeps opening the database.
const generateRsaKeyPair = promisify(generateKeyPair);

async function selfSignedPkcs12(password: string, now: Date): Promise<Uint8Array> {
  const { privateKey, publicKey } = await generateRsaKeyPair('rsa', { modulusLength: 2048 });
  const key = forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs1', format: 'pem' }).toString());
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = forge.pki.publicKeyFromPem(
    publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  );
  // 64 bits with a first byte of 01: positive (DER integers are signed), and at most 20 decimal digits,
  // because libxml2 rejects an xs:integer X509SerialNumber longer than 24.
  certificate.serialNumber = `01${randomBytes(7).toString('hex')}`;
  certificate.validity.notBefore = new Date(now.getTime() - 86_400_000);
  certificate.validity.notAfter = new Date(now.getTime() + VALIDITY_MS);
  // ASCII only: node-forge writes these as byte strings.
  const name = [
    { shortName: 'CN', value: 'Facturo desarrollo - firma de prueba (no valida ante la DIAN)' },
    { shortName: 'O', value: 'Facturo' },
    { shortName: 'C', value: 'CO' },
  ];
  certificate.setSubject(name);
  certificate.setIssuer(name);
  certificate.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
  ]);
  // Signed by Node's crypto rather than node-forge's JavaScript RSA (~0.3 s of a first start), exactly
  // as forge's `certificate.sign(key, sha256)` would: same algorithm identifiers, same TBS bytes.
  const algorithm = forge.pki.oids.sha256WithRSAEncryption as string;
  certificate.md = forge.md.sha256.create();
  certificate.signatureOid = algorithm;
  certificate.siginfo.algorithmOid = algorithm;
  certificate.tbsCertificate = (forge.pki as unknown as ForgeTbs).getTBSCertificate(certificate);
  const tbs = Buffer.from(forge.asn1.toDer(certificate.tbsCertificate).getBytes(), 'binary');
  certificate.signature = sign('sha256', tbs, privateKey).toString('binary');
  const p12 = forge.pkcs12.toPkcs12Asn1(key, [certificate], password, {
    algorithm: 'aes256',
    friendlyName: 'Facturo desarrollo',
  });
  return Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary');
}

/** An opened development certificate: its file and password, and the key and certificate they hold. */
interface OpenedCertificate {
  source: Pkcs12Source;
  signing: SigningCertificate;
}

/** The certificate in `folder` when it opens and is not about to expire; throws when it is missing. */
async function usable(folder: string, now: Date): Promise<OpenedCertificate | undefined> {
  const source = {
    pkcs12Path: join(folder, CERTIFICATE_FILE),
    password: (await readFile(join(folder, PASSWORD_FILE), 'utf8')).trim(),
  };
  const signing = await loadSigningCertificate(source);
  const expiresIn = new Date(signing.certificate.validTo).getTime() - now.getTime();
  return expiresIn < RENEW_BEFORE_MS ? undefined : { source, signing };
}

/**
 * The development certificate in `dataDir/e-invoicing/development-certificate/`: its PKCS#12 file and
 * password, ready for `loadSigningCertificate`. Creates it (RSA 2048, valid two years, random
 * password, files readable by the owner only) when missing or about to expire. Safe when several
 * processes start at once: each writes a folder of its own and moves it into place.
 */
export async function ensureDevelopmentCertificate(dataDir: string, now = new Date()): Promise<Pkcs12Source> {
  return (await openDevelopmentCertificate(dataDir, now)).source;
}

/**
 * The development certificate's key and certificate, created as {@link ensureDevelopmentCertificate}
 * does. The PKCS#12 file is decrypted once: checking its expiry already opened it (node-forge's
 * decryption is main-thread JavaScript, a tenth of a second or more).
 */
export async function loadDevelopmentCertificate(
  dataDir: string,
  now = new Date(),
): Promise<SigningCertificate> {
  return (await openDevelopmentCertificate(dataDir, now)).signing;
}

/**
 * Whether `dataDir` holds a development certificate that is not about to expire, judged by its file's
 * age (it is written when made, valid two years) without decrypting it.
 */
export function hasFreshDevelopmentCertificate(dataDir: string, now = new Date()): boolean {
  const made = statSync(join(dataDir, FOLDER, CERTIFICATE_FILE), { throwIfNoEntry: false })?.mtime;
  return made !== undefined && made.getTime() + VALIDITY_MS - now.getTime() >= RENEW_BEFORE_MS;
}

async function openDevelopmentCertificate(dataDir: string, now: Date): Promise<OpenedCertificate> {
  const folder = join(dataDir, FOLDER);
  const existing = await usable(folder, now).catch(() => undefined);
  if (existing) return existing;
  // Expired or unreadable: replace it.
  if (existsSync(folder)) await rm(folder, { recursive: true, force: true });
  const draft = `${folder}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await mkdir(draft, { recursive: true, mode: 0o700 });
  const password = randomBytes(24).toString('base64url');
  await writeFile(join(draft, CERTIFICATE_FILE), await selfSignedPkcs12(password, now), { mode: 0o600 });
  await writeFile(join(draft, PASSWORD_FILE), `${password}\n`, { mode: 0o600 });
  // Renaming a folder is atomic; when another process won the race, its certificate is used instead.
  await rename(draft, folder).catch(() => rm(draft, { recursive: true, force: true }));
  const ready = await usable(folder, now);
  if (!ready) throw new Error(`Could not create the development signing certificate in ${folder}.`);
  return ready;
}
