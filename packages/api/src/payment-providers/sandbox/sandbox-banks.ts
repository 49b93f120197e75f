import type { PseBank } from '@facturo/sdk/schemas';

/**
 * The sandbox's PSE banks: a short list of Colombian banks with their ACH Colombia (PSE) codes, the
 * way Mercado Pago lists `financial_institutions`. Sandbox data: no bank is ever contacted.
 */
export const SANDBOX_BANKS: readonly PseBank[] = [
  { code: '1040', name: 'Banco Agrario' },
  { code: '1052', name: 'Banco AV Villas' },
  { code: '1032', name: 'Banco Caja Social' },
  { code: '1001', name: 'Banco de Bogotá' },
  { code: '1023', name: 'Banco de Occidente' },
  { code: '1002', name: 'Banco Popular' },
  { code: '1007', name: 'Bancolombia' },
  { code: '1013', name: 'BBVA Colombia' },
  { code: '1051', name: 'Davivienda' },
  { code: '1551', name: 'Daviplata' },
  { code: '1507', name: 'Nequi' },
  { code: '1019', name: 'Scotiabank Colpatria' },
];

/** The sandbox bank with `code`, if it is one. */
export const sandboxBank = (code: string | null): PseBank | undefined =>
  SANDBOX_BANKS.find((bank) => bank.code === code);
