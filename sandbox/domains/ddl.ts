import { publicAuthDdl } from '../db/public-auth';
import { otpDdl } from '../otp';
import { portfolioDdl } from './portfolio';
import { empanelmentDdl } from './empanelment';
import { linksDdl } from './links';
import { schemesDdl } from './schemes';
import { purchaseDdl } from './purchase';
import { redemptionDdl } from './redemption';
import { bannersDdl } from './banners';
import { uploadsDdl } from './uploads';
import { mandatesDdl } from './mandates';
import { earningsDdl } from './earnings';
import { incentivesDdl } from './earnings-incentives';
import { mandateRequestsDdl } from './mandate-registration';
import { sipRegistrationsDdl } from './sip-registrations';
import { sipChangesDdl } from './sip-changes';
import { sipModificationsDdl } from './sip-modifications';
import { systematicPlansDdl } from './systematic-plans';
import { planRequestsDdl } from './plan-requests';
import { newInvestorDdl } from './new-investor';
import { newInvestorApplicationDdl } from './new-investor-application';
import { outboxAttachmentsDdl } from '../outbox';
import { mailbackDdl } from './mailback';
import { instalmentsDdl } from './instalments';
import { lifecycleDdl } from './lifecycle';
import { requestReplayDdl } from './request-replay';
import { marketCalendarDdl } from './market-calendar';
import { complianceDdl } from './compliance';

// Each domain's tables, created after the core tables (sandbox/db/schema.ts) in this order.
// A new domain adds its DDL string here; the schema version follows the text automatically.
export const DOMAIN_DDL: readonly string[] = [otpDdl, publicAuthDdl, schemesDdl, linksDdl, empanelmentDdl, portfolioDdl, bannersDdl, uploadsDdl, purchaseDdl, redemptionDdl, mandatesDdl, earningsDdl, incentivesDdl, mandateRequestsDdl, sipRegistrationsDdl, sipChangesDdl, sipModificationsDdl, systematicPlansDdl, planRequestsDdl, newInvestorDdl, newInvestorApplicationDdl, outboxAttachmentsDdl, mailbackDdl, instalmentsDdl, lifecycleDdl, requestReplayDdl, marketCalendarDdl, complianceDdl];
