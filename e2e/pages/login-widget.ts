import type { Locator } from '@playwright/test';

/** Spanish labels of the login widget, as a visitor reads them. */
const LABELS = {
  email: 'Correo electrónico',
  password: 'Contraseña',
  confirmPassword: 'Confirma la contraseña',
  firstName: 'Primer nombre',
  firstSurname: 'Primer apellido',
  code: 'Código de verificación',
};

/** What step 1 of the sign-up asks. */
export interface NewUser {
  firstName: string;
  firstSurname: string;
  email: string;
  password: string;
}

/** A `<facturo-login>` on any page, driven the way a visitor would (Spanish labels). */
export class LoginWidget {
  constructor(readonly host: Locator) {}

  /** Logs in with e-mail and password. */
  async logIn(email: string, password: string): Promise<void> {
    await this.host.getByLabel(LABELS.email).fill(email);
    await this.host.getByLabel(LABELS.password, { exact: true }).fill(password);
    await this.host.getByRole('button', { name: 'Iniciar sesión' }).click();
  }

  /** Step 1 of sign-up, from the login screen ("Crea una"). */
  async register(user: NewUser): Promise<void> {
    await this.host.getByRole('button', { name: 'Crea una' }).click();
    await this.signUp(user);
  }

  /** Step 1 of sign-up on a widget already showing it (`mode="register"`, the portal's `/register`). */
  async signUp(user: NewUser): Promise<void> {
    await this.host.getByLabel(LABELS.firstName).fill(user.firstName);
    await this.host.getByLabel(LABELS.firstSurname).fill(user.firstSurname);
    await this.host.getByLabel(LABELS.email).fill(user.email);
    await this.host.getByLabel(LABELS.password, { exact: true }).fill(user.password);
    await this.host.getByLabel(LABELS.confirmPassword).fill(user.password);
    await this.host.getByLabel(/Acepto los términos/).check();
    await this.host.getByRole('button', { name: 'Crear cuenta' }).click();
  }

  /** Step 2: the e-mailed code. */
  async verify(code: string): Promise<void> {
    await this.host.getByLabel(LABELS.code).fill(code);
    await this.host.getByRole('button', { name: 'Verificar correo' }).click();
  }

  /** Step 3 as a persona natural with a cédula de ciudadanía. */
  async completeProfile(documentNumber: string): Promise<void> {
    await this.host.getByLabel('Número de documento').fill(documentNumber);
    await this.host.getByLabel('Celular').fill('+57 300 555 0101');
    await this.host.getByRole('button', { name: 'Terminar registro' }).click();
  }

  /** The heading of the current screen. */
  get heading(): Locator {
    return this.host.getByRole('heading', { level: 2 });
  }

  /** The error box of the current form. */
  get alert(): Locator {
    return this.host.getByRole('alert');
  }
}
