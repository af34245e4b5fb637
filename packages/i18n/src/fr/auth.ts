import type { Catalog } from '../catalog';

/** French for the sign-in, sign-up and password screens and their contract strings (auth.ts), keyed by their English (catalog.ts). */
export default {
  // Sign in and sign up
  'Create your Baobab account': 'Créez votre compte Baobab',
  'Welcome back': 'Bon retour parmi nous',
  'Free to start. It takes about 5 minutes to set up.': 'Gratuit pour démarrer. Environ 5 minutes pour tout configurer.',
  'Sign in to your founder or investor account.': 'Connectez-vous à votre compte fondateur ou investisseur.',
  'Sign in or sign up': "Se connecter ou s'inscrire",
  'Continue with {{provider}}': 'Continuer avec {{provider}}',
  'Email': 'E-mail',
  'Password': 'Mot de passe',
  'Signing in...': 'Connexion…',
  'At least 8 characters': 'Au moins 8 caractères',
  'Creating account...': 'Création du compte…',
  'Create account': 'Créer le compte',
  'We sent a message to {{email}}. Open the link in it to confirm your address and finish creating your account. If you do not see it within a few minutes, look in your spam folder.': "Nous avons envoyé un message à {{email}}. Ouvrez le lien qu'il contient pour confirmer votre adresse et terminer la création de votre compte. Si vous ne le voyez pas d'ici quelques minutes, regardez dans vos spams.",
  // Password reset
  'Forgot password?': 'Mot de passe oublié ?',
  'Reset your password': 'Réinitialiser votre mot de passe',
  'Enter the email address of your account and we will send you a link to choose a new password.': "Saisissez l'adresse e-mail de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de passe.",
  'Send reset link': 'Envoyer le lien',
  'If an account exists for that address, a reset link is on its way. It works once, for one hour.': "Si un compte existe pour cette adresse, un lien de réinitialisation est en route. Il fonctionne une seule fois, pendant une heure.",
  'Choose a new password': 'Choisissez un nouveau mot de passe',
  'Use at least 8 characters. Every device signed in to your account will be signed out.': 'Au moins 8 caractères. Tous les appareils connectés à votre compte seront déconnectés.',
  'New password': 'Nouveau mot de passe',
  'Set new password': 'Enregistrer le mot de passe',
  'Your password has been changed. Please sign in with it.': 'Votre mot de passe a été modifié. Connectez-vous avec celui-ci.',
  'This reset link is invalid or has expired. Please ask for a new one.': 'Ce lien de réinitialisation est invalide ou a expiré. Demandez-en un nouveau.',
  'Back to sign in': 'Retour à la connexion',
  'Ask for a new link': 'Demander un nouveau lien',
  'Check your e-mail': 'Consultez vos e-mails',
} as const satisfies Catalog;
