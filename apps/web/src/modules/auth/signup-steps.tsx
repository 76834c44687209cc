import { localizeDigits } from '@hesab/domain';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../shared/i18n/use-language.ts';
import { AuthHeading } from './auth-frame.tsx';

const steps = ['account', 'business', 'initial', 'finish'] as const;

/** Where sign-up stands (the account, the business, its first warehouse, cash box and bank, done), and the step's title. */
export function SignupSteps({ active, title }: { active: (typeof steps)[number]; title?: string }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <>
      <Stepper activeStep={steps.indexOf(active)} alternativeLabel sx={{ mb: 3 }} data-testid="signup-steps">
        {steps.map((step, index) => (
          <Step key={step}>
            <StepLabel icon={localizeDigits(String(index + 1), language)}>{t(`signup.steps.${step}`)}</StepLabel>
          </Step>
        ))}
      </Stepper>
      {title !== undefined && <AuthHeading>{title}</AuthHeading>}
    </>
  );
}
