import type { PaymentProviderId, PaymentStatus } from '@facturo/sdk/schemas';
import type { Generated } from 'kysely';
import type { RefundReason } from '../../billing-core/payment-recorder';

/** `payments`: every charge attempt on an invoice, with what the provider reported. */
export interface PaymentsTable {
  id: Generated<string>;
  organizationId: string;
  orderId: string | null;
  /** `null` for a purchase's payment until it is approved (the invoice is issued then). */
  invoiceId: string | null;
  provider: PaymentProviderId;
  providerPaymentId: string | null;
  status: PaymentStatus;
  statusDetail: string;
  amount: number;
  iva: number;
  installments: number;
  paymentMethodId: string | null;
  issuerId: string | null;
  issuer: string | null;
  bank: string | null;
  bankTransferId: string | null;
  cardLastFour: string | null;
  ipAddress: string | null;
  transactionDate: Date | null;
  /** The provider's last change we applied; older snapshots are ignored (out-of-order webhooks). */
  providerUpdatedAt: Date | null;
  /**
   * Why an approved payment was not booked on its invoice and is owed back (the invoice was already
   * paid, expired, cancelled or refunded when the approval arrived); `null` for every other payment.
   */
  refundReason: RefundReason | null;
  createdAt: Date;
  updatedAt: Date;
}

declare module '../../db/database.types' {
  interface Database {
    payments: PaymentsTable;
  }
}
