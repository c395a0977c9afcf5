import { IDENTITY_HEADER, type Identity } from '@shop/contracts';
import { createIdentitySigner } from '@shop/service-kit';
import { testIdentityKeys } from '@shop/service-kit/testing';

// Test support: a document fetched from a running documents service as the gateway asks for it, with the
// caller's identity signed by the test keys.

export async function signedDownload(serviceUrl: string, path: string, identity: Identity) {
  const signer = await createIdentitySigner((await testIdentityKeys()).privateKey);
  const response = await fetch(`${serviceUrl}${path}`, { headers: { [IDENTITY_HEADER]: await signer.sign(identity) } });
  const pdf = new Uint8Array(await response.arrayBuffer());
  return { response, pdf, json: () => JSON.parse(Buffer.from(pdf).toString()) };
}
