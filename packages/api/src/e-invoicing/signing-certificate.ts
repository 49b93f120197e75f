/**
 * The signing certificate: a private key and its X.509 certificate, read from a PKCS#12 file (.p12 or
 * .pfx) as Colombian certification bodies deliver it. node-forge decrypts the container, because Node
 * cannot, and it reads both the current encryption (PBES2 with AES, OpenSSL 3's default) and the legacy
 * one (3DES and RC2, still common in files exported from Windows); Node's crypto takes over from there.
 * @module
 */
import { createPrivateKey, type KeyObject, X509Certificate } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import forge from 'node-forge';

/** Where a PKCS#12 file is and the password that opens it. */
export interface Pkcs12Source {
  pkcs12Path: string;
  password: string;
}

/** What signing needs: the RSA private key and the certificate that goes in `ds:KeyInfo`. */
export interface SigningCertificate {
  privateKey: KeyObject;
  /** Subject, issuer, serial number and validity (`validFrom`/`validTo`) for alerts and the signature. */
  certificate: X509Certificate;
}

function bagsOf(p12: forge.pkcs12.Pkcs12Pfx, bagType: string): forge.pkcs12.Bag[] {
  return p12.getBags({ bagType })[bagType] ?? [];
}

function openPkcs12(der: Uint8Array, password: string, path: string): forge.pkcs12.Pkcs12Pfx {
  try {
    const asn1 = forge.asn1.fromDer(forge.util.createBuffer(Buffer.from(der).toString('binary')));
    return forge.pkcs12.pkcs12FromAsn1(asn1, password);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `Could not open the PKCS#12 file ${path} (${reason}). Check that it is a .p12/.pfx file and that the password is the one its certification body gave.`,
      { cause: error },
    );
  }
}

/**
 * Reads a PKCS#12 file and returns its RSA private key with the certificate that matches it (a file
 * may hold the whole chain). Throws, saying what to fix, when the file or password is wrong, when
 * there is no RSA key, or when no certificate matches the key.
 */
export async function loadSigningCertificate({
  pkcs12Path,
  password,
}: Pkcs12Source): Promise<SigningCertificate> {
  const p12 = openPkcs12(await readFile(pkcs12Path), password, pkcs12Path);
  const [keyBag] = [
    ...bagsOf(p12, forge.pki.oids.pkcs8ShroudedKeyBag as string),
    ...bagsOf(p12, forge.pki.oids.keyBag as string),
  ];
  if (!keyBag?.key) {
    throw new Error(
      `${pkcs12Path} holds no RSA private key: DIAN signatures are RSA-SHA256, so export the certificate with its RSA key.`,
    );
  }
  const privateKey = createPrivateKey(forge.pki.privateKeyToPem(keyBag.key));
  const certificates = bagsOf(p12, forge.pki.oids.certBag as string)
    .flatMap((bag) => (bag.cert ? [bag.cert] : []))
    .map(
      (cert) =>
        new X509Certificate(
          Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(cert)).getBytes(), 'binary'),
        ),
    );
  const certificate = certificates.find((candidate) => candidate.checkPrivateKey(privateKey));
  if (!certificate) {
    throw new Error(
      `${pkcs12Path} has no certificate for its private key: export the key together with its certificate.`,
    );
  }
  return { privateKey, certificate };
}
