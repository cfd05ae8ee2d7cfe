/**
 * The payment providers of this server, chosen by PAY_PROVIDER (config.pay). Only the configured
 * provider is built: a server that takes real payments accepts no sandbox callbacks.
 */
import { createHmac } from 'node:crypto';
import type { Config } from '../config';
import type { PaymentProvider } from './provider';
import { createSandboxProvider, SANDBOX, type SandboxProvider } from './sandbox';

export interface PaymentProviders {
  /** The provider new checkouts go to. */
  active: PaymentProvider;
  byName(name: string): PaymentProvider | undefined;
  /** The sandbox, when it is the configured provider (its checkout page is served then). */
  sandbox?: SandboxProvider;
}

/** The sandbox's key: PAY_SANDBOX_SECRET, else derived from the JWT secret (never the JWT key itself). */
export const sandboxSecret = (config: Config): string =>
  config.pay?.sandboxSecret || createHmac('sha256', config.jwtSecret).update('pay-sandbox-callback').digest('hex');

const built = new WeakMap<Config, PaymentProviders>();

export function paymentProviders(config: Config): PaymentProviders {
  const known = built.get(config);
  if (known) return known;
  const name = config.pay?.provider || SANDBOX;
  if (name !== SANDBOX) throw new Error(`PAY_PROVIDER ${name} is not a known payment provider (known: ${SANDBOX})`);
  const sandbox = createSandboxProvider(sandboxSecret(config));
  const providers: PaymentProviders = {
    active: sandbox,
    sandbox,
    byName: (wanted) => (wanted === sandbox.name ? sandbox : undefined),
  };
  built.set(config, providers);
  return providers;
}
