import type { DisplayCurrency } from '@baobab/contracts/currencies';
import type { Locale } from '@baobab/i18n/locales';

/**
 * The signed-in person as services see them: a plain value, so services depend on no Fastify plugin
 * (plugins/auth.ts reads it from the session; tests build it directly).
 */
export type SessionUser = {
  id: string;
  email: string;
  /** Set by Better Auth's e-mail verification link; e-mail invitations need it (data rooms). */
  emailVerified: boolean;
  firstName: string;
  lastName: string;
  image: string | null;
  userType: 'founder' | 'investor' | null;
  /** A platform admin (modules/admin); admins see no one's private data, only the admin console. */
  isAdmin: boolean;
  /** Chosen language ('en' | 'fr'); null follows the browser. */
  locale: Locale | null;
  /** Currency amounts are also shown in; null is US dollars. */
  displayCurrency: DisplayCurrency | null;
};
