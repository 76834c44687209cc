import { appRoutes, type AppRoute, type RouteName } from '@hesab/contract';
import LinearProgress from '@mui/material/LinearProgress';
import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { LoginPage } from '../../modules/auth/login-page.tsx';
import { LogoutPage } from '../../modules/auth/logout-page.tsx';
import { ForbiddenPage } from '../../shared/errors/forbidden-page.tsx';
import { NotFoundPage } from '../../shared/errors/not-found-page.tsx';
import { isLoggedIn } from '../../shared/api/session-store.ts';
import { GuestOnly } from '../guards/guest-only.tsx';
import { RequireAuth } from '../guards/require-auth.tsx';
import { FullScreenPage, RoutePage } from './route-page.tsx';
import { routePages } from './route-pages.ts';
import { lazyChunk } from '../../shared/errors/chunk-load.ts';

// A shared invoice, opened by a customer without a login (issue 18).
const PublicInvoicePage = lazyChunk(async () => ({ default: (await import('../../modules/invoices/public-invoice-page.tsx')).PublicInvoicePage }));
// Its payment online, and the gateway's way back (issue 36).
const InvoicePaymentResultPage = lazyChunk(async () => ({ default: (await import('../../modules/invoices/online-payment.tsx')).InvoicePaymentResultPage }));

// Every field type's input and display, for the developers and the browser tests (spec 01's public /ui/test).
const UiTestPage = lazyChunk(async () => ({ default: (await import('../../modules/field-showcase/ui-test-page.tsx')).UiTestPage }));

// Sign-up and the forgotten password (issue 20), loaded when opened: /login, the first screen, does not carry them.
const authPage = <K extends string>(load: () => Promise<Record<K, () => React.JSX.Element>>, name: K) => lazyChunk(async () => ({ default: (await load())[name] }));
const RegisterAccountPage = authPage(() => import('../../modules/auth/register-account-page.tsx'), 'RegisterAccountPage');
const RegisterBusinessPage = authPage(() => import('../../modules/auth/register-business-page.tsx'), 'RegisterBusinessPage');
const RegisterInitialPage = authPage(() => import('../../modules/auth/register-initial-page.tsx'), 'RegisterInitialPage');
const RegisterFinishPage = authPage(() => import('../../modules/auth/register-finish-page.tsx'), 'RegisterFinishPage');
const ForgotPasswordPage = authPage(() => import('../../modules/auth/forgot-password-page.tsx'), 'ForgotPasswordPage');
const ResetPasswordPage = authPage(() => import('../../modules/auth/reset-password-page.tsx'), 'ResetPasswordPage');
// Plans and their payment, public as the spec lists them (each page asks for the session it needs).
const PricingPage = lazyChunk(async () => ({ default: (await import('../../modules/plans/pricing-page.tsx')).PricingPage }));
const PlansPage = authPage(() => import('../../modules/plans/plans-page.tsx'), 'PlansPage');
const CheckoutPage = authPage(() => import('../../modules/plans/checkout-page.tsx'), 'CheckoutPage');
const PaymentResultPage = authPage(() => import('../../modules/plans/payment-result-page.tsx'), 'PaymentResultPage');
const PlanAdministrationPage = authPage(() => import('../../modules/plans/plan-administration-page.tsx'), 'PlanAdministrationPage');

// The frame of logged-in pages (menu, tabs, bars) is not needed by /login, the first screen: it loads after it.
const AppLayout = lazyChunk(async () => ({ default: (await import('../layout/app-layout.tsx')).AppLayout }));

/** Every path of every named route that has a page: its own path and its aliases (the spec's index paths). */
const servedPaths = (Object.keys(appRoutes) as RouteName[]).flatMap((name) => {
  const page = routePages[name];
  if (!page) return [];
  const route: AppRoute = appRoutes[name];
  return [route.path, ...(route.aliases ?? [])].map((path) => ({ name, path, page, fullScreen: route.fullScreen === true }));
});

/** A logged-in user sees an unknown path inside the usual frame; a guest sees it on its own. */
function UnknownPath() {
  return isLoggedIn() ? (
    <AppLayout>
      <NotFoundPage />
    </AppLayout>
  ) : (
    <NotFoundPage />
  );
}

/** The public routes of spec 01 section 2 and a shared invoice's, then every named route of the contract behind login and permission. */
export function AppRoutes() {
  return (
    <Suspense fallback={<LinearProgress />}>
      <Routes>
        <Route element={<GuestOnly />}>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/mlogin" element={<LoginPage compact />} />
        </Route>
        <Route path="/register" element={<Navigate to="/register/index" replace />} />
        <Route path="/register/index" element={<RegisterAccountPage />} />
        <Route path="/register/shop" element={<RegisterBusinessPage />} />
        <Route path="/register/initial" element={<RegisterInitialPage />} />
        <Route path="/register/finish" element={<RegisterFinishPage />} />
        <Route path="/register/plan" element={<PricingPage signup />} />
        <Route path="/pricing" element={<Navigate to="/pricing/index" replace />} />
        <Route path="/pricing/index" element={<PricingPage />} />
        <Route path="/website/pricing" element={<PricingPage />} />
        <Route path="/plans" element={<PlansPage />} />
        <Route path="/plans/checkout" element={<CheckoutPage />} />
        <Route path="/plans/result" element={<PaymentResultPage />} />
        <Route path="/plan-administration/index" element={<PlanAdministrationPage />} />
        <Route element={<GuestOnly />}>
          <Route path="/email/verification" element={<ForgotPasswordPage />} />
          <Route path="/password/reset" element={<ResetPasswordPage />} />
        </Route>
        <Route path="/logout" element={<LogoutPage to="/login" />} />
        <Route path="/mlogout" element={<LogoutPage to="/mlogin" />} />
        <Route path="/403" element={<ForbiddenPage />} />
        <Route path="/ui/test" element={<UiTestPage />} />
        <Route path="/pi/:token" element={<PublicInvoicePage />} />
        <Route path="/print/invoice/:token" element={<PublicInvoicePage />} />
        <Route path="/cashPayment/invoice/:token" element={<PublicInvoicePage />} />
        <Route path="/cashPayment/verify" element={<InvoicePaymentResultPage />} />
        <Route element={<RequireAuth />}>
          <Route element={<AppLayout />}>
            {servedPaths
              .filter(({ fullScreen }) => !fullScreen)
              .map(({ name, path, page }) => (
                <Route key={path} path={path} element={<RoutePage name={name} page={page} />} />
              ))}
          </Route>
          {servedPaths
            .filter(({ fullScreen }) => fullScreen)
            .map(({ name, path, page }) => (
              <Route key={path} path={path} element={<FullScreenPage name={name} page={page} />} />
            ))}
        </Route>
        <Route path="*" element={<UnknownPath />} />
      </Routes>
    </Suspense>
  );
}
