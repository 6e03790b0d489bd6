/** The demo Pro terms (ProTnC, scope AerisPro, version 1, en): what a partner accepts before using the portal. */
export const PRO_TERMS_V1 = {
  title: 'Aeris Pro Partner Terms and Conditions',
  body: `These terms govern your use of the Aeris Pro Portal and the services Aeris Home offers to professional partners. By accepting them you confirm that you act for a company that installs, services or sells Aeris products, and that you may bind that company to these terms.

1. Your account. You keep your sign-in details to yourself and tell us at once if you believe someone else has used them. Your company's owners and administrators decide who joins the company in the portal and which role each employee has; they remain responsible for what those employees do in it.

2. Homeowners' data. You see a homeowner's devices, alerts and readings only after the homeowner has connected them to your company or accepted your service. You use that information only to look after that homeowner's home, keep it confidential, and stop using it when the homeowner removes your access.

3. Remote support. You start a remote session on a device only with the homeowner's consent and only for the service the homeowner asked for. Every session is recorded with the name of the employee who held it.

4. Programs and subscriptions. Programs such as Pro Alerts and Homeowner App Branding are billed as agreed when you enroll. You may cancel a program at the end of its billing period; features that depend on it stop at that time.

5. Your brand. When you add your logo and contact details to the homeowner app, you confirm that you may use them and that they are accurate. We may remove content that is misleading or infringes someone else's rights.

6. Changes. We may update these terms. We will show you the new version in the portal before it takes effect, and you will be asked to accept it again before you continue to use the portal.

7. Ending the partnership. You may close your company account at any time. We may suspend or archive an account that breaks these terms, and we will tell the account's owner why.

If you have questions about these terms, write to partners@aerishome.example before accepting them.`,
} as const;
