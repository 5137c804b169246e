#!/usr/bin/env python3
"""Generate the Copperleaf Energy labeled evaluation library.

Writes experiences.jsonl (formats.md section 1) and queries.jsonl
(formats.md section 3, plus a `lang` tag) next to this script.
Standard library only.
"""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))

ENTRIES = []


def E(num, title, body, project, asset_type, status, branches=None, applies_to=None,
      assets=None, conditions=None, counter_conditions=None, source=None, updated_at=None):
    e = {"id": "exp-ce-%04d" % num, "title": title, "body": body.strip("\n"),
         "project": project}
    if branches is not None:
        e["branches"] = branches
    if applies_to is not None:
        e["applies_to"] = applies_to
    e["asset_type"] = asset_type
    if assets is not None:
        e["assets"] = assets
    e["status"] = status
    if conditions:
        e["conditions"] = conditions
    if counter_conditions:
        e["counter_conditions"] = counter_conditions
    if source:
        e["source"] = source
    if updated_at:
        e["updated_at"] = updated_at
    ENTRIES.append(e)


CP = "customer-portal"
FO = "field-ops"
MAIN_LIKE = ["main", "feat/*", "release/*"]
HOTFIX = ["hotfix/nuxt-bridge"]

# ---------------------------------------------------------------------------
# customer-portal: BillingSummaryCard and neighbours
# ---------------------------------------------------------------------------
E(1, "BillingSummaryCard: b-card with header slot and overdue border -> MUI Card (PR #412)", r"""
## Context
`components/billing/BillingSummaryCard.vue` renders the current bill on /dashboard: amount due, due date and a "Pay now" button. It is a `<b-card>` with a `#header` slot, `border-variant="danger"` when `isOverdue`, a `<b-badge variant="danger">Overdue</b-badge>` inside the header and `<b-button variant="primary" :to="payLink">`. The whole card also had `@click.native="goToBill"`.

## Change
```tsx
'use client';
import Link from 'next/link';
import { Card, CardHeader, CardContent, CardActions, Button, Chip, Typography } from '@mui/material';
import { formatAUD } from '@/lib/format';
import { formatDateAU } from '@/lib/dates';

export function BillingSummaryCard({ bill }: { bill: BillSummary }) {
  const overdue = bill.status === 'OVERDUE';
  return (
    <Card variant="outlined" sx={{ borderColor: overdue ? 'error.main' : 'divider', borderWidth: overdue ? 2 : 1 }}>
      <CardHeader
        title="Your current bill"
        titleTypographyProps={{ variant: 'h6' }}
        action={overdue ? <Chip color="error" size="small" label="Overdue" /> : null}
      />
      <CardContent>
        <Typography variant="h4">{formatAUD(bill.amountDue)}</Typography>
        <Typography color="text.secondary">Due {formatDateAU(bill.dueDate)}</Typography>
      </CardContent>
      <CardActions>
        <Button variant="contained" component={Link} href={`/account/payments/new?bill=${bill.id}`}>Pay now</Button>
      </CardActions>
    </Card>
  );
}
```
- `#header` slot -> `CardHeader` `title` + `action` (the badge becomes a `Chip` in `action`).
- `border-variant="danger"` -> `sx.borderColor: 'error.main'`. Always use the palette key, never the hex: the theme maps `error.main` to our brand red `#c8102e`.
- `@click.native` on the whole card is gone: a clickable card containing a button is a nested interactive control (axe rule `nested-interactive`). The bill link is now a separate "View bill" text button.
- `:to` on `b-button` -> `component={Link} href=...`.

## Risk
Jest snapshots of the dashboard changed; visual diff approved by design (Mel). Amounts go through `formatAUD`, so credit balances now render as "$12.40 CR" instead of "-$12.40".

## Rollback
LaunchDarkly flag `ff_react_dashboard` off sends /dashboard back to the Nuxt origin (CloudFront behaviour), no deploy needed.
""", CP, "component", "verified", branches=MAIN_LIKE,
  applies_to={"bootstrap-vue": "^2.21", "@mui/material": ">=5.14 <6"},
  assets=["BillingSummaryCard"],
  conditions="Dashboard card on main, feature and release branches where the React side is MUI 5.",
  counter_conditions="Not for BillSummaryCard (the print layout on /bills/[id]/print). Not for hotfix/nuxt-bridge, which is on MUI 4 (@material-ui/core).",
  source="PR #412 customer-portal", updated_at="2024-05-14")

E(2, "BillSummaryCard (print layout) -> server component with a CSS module, no MUI", r"""
## Context
`BillSummaryCard.vue` is NOT the dashboard card: it is the summary block at the top of /bills/:id/print (the "printer friendly bill" that customers save as PDF). It is rendered inside `<PrintLayout>` and has the BPAY biller code / reference box and the Australia Post "Post billpay" barcode.

## Change
Implemented as a React Server Component `app/(print)/bills/[id]/print/BillSummaryCard.tsx` with a plain CSS module, no MUI:
```tsx
import styles from './BillSummaryCard.module.css';
export function BillSummaryCard({ bill }: { bill: Bill }) {
  return (
    <section className={styles.card}>
      <h2>Bill summary</h2>
      <dl className={styles.grid}>
        <dt>Total due</dt><dd>{formatAUD(bill.total)}</dd>
        <dt>Due date</dt><dd>{formatDateAU(bill.dueDate)}</dd>
        <dt>BPAY biller code</dt><dd>{bill.bpay.billerCode}</dd>
        <dt>Ref</dt><dd>{bill.bpay.reference}</dd>
      </dl>
    </section>
  );
}
```
```css
.card { border: 1px solid #000; padding: 8mm; page-break-inside: avoid; break-inside: avoid; }
@media print { .card { box-shadow: none; } }
```
Why not MUI: emotion injects styles at runtime; when the customer hits "Print" from the in-app preview (an iframe), the emotion `<style>` tags were missing in Chrome's print preview and the box printed unstyled. A CSS module is static CSS in the page head.

## Risk
Two components with almost the same name. Keep BillingSummaryCard (dashboard, MUI) and BillSummaryCard (print, CSS module) separate; do not "dedupe" them.

## Rollback
Route /bills/[id]/print is still served by Nuxt if `ff_react_print_bill` is off.
""", CP, "component", "verified", branches=["main", "release/*"],
  applies_to={"next": ">=14 <15"}, assets=["BillSummaryCard"],
  conditions="The print/PDF bill summary on /bills/[id]/print.",
  counter_conditions="Not the dashboard BillingSummaryCard; do not introduce MUI into the print route.",
  source="PR #447 customer-portal", updated_at="2024-06-03")

E(3, "hotfix/nuxt-bridge: BillingSummaryCard on MUI 4 (makeStyles, @material-ui/core)", r"""
## Context
The interim bridge branch (Next.js 13 pages router + MUI 4) needed the dashboard card before MUI 5 landed on main. MUI 4 has no `sx` prop on Card and the palette keys are not accepted as strings in style props.

## Change
```tsx
import { Card, CardHeader, CardContent, CardActions, Button, Chip, makeStyles } from '@material-ui/core';
import Link from 'next/link';

const useStyles = makeStyles((theme) => ({
  overdue: { border: `2px solid ${theme.palette.error.main}` },
}));

export function BillingSummaryCard({ bill }: Props) {
  const classes = useStyles();
  const overdue = bill.status === 'OVERDUE';
  return (
    <Card variant="outlined" className={overdue ? classes.overdue : undefined}>
      <CardHeader title="Your current bill" action={overdue && <Chip label="Overdue" size="small" />} />
      <CardContent>{formatAUD(bill.amountDue)}</CardContent>
      <CardActions>
        <Link href={`/account/payments/new?bill=${bill.id}`} passHref legacyBehavior>
          <Button variant="contained" color="primary" component="a">Pay now</Button>
        </Link>
      </CardActions>
    </Card>
  );
}
```
- MUI 4 `Chip` has no `color="error"`; we colour it via a class.
- `Link` + MUI 4 `Button` needs `legacyBehavior passHref` and `component="a"`.

## Risk
Do not cherry-pick this into main: main is MUI 5 and the main version (PR #412) is different.

## Rollback
Revert commit on the bridge branch; dashboard falls back to the Nuxt page through the `fallback` rewrite.
""", CP, "component", "verified", branches=HOTFIX,
  applies_to={"@material-ui/core": "^4.12", "next": "^13.4"}, assets=["BillingSummaryCard"],
  conditions="Only on hotfix/nuxt-bridge with MUI 4.",
  counter_conditions="Not on main/release (MUI 5): use the MUI 5 version instead.",
  source="PR #398 customer-portal (hotfix/nuxt-bridge)", updated_at="2024-04-22")

E(4, "[superseded] BillingSummaryCard via react-bootstrap to keep the Bootstrap CSS", r"""
Interim idea from the February spike: port BillingSummaryCard with react-bootstrap `<Card border="danger">` so the BootstrapVue SCSS (bootstrap 4.6) could be kept during the cutover. Dropped on 2024-03-11 when the design system decision went to MUI 5: react-bootstrap 2 requires Bootstrap 5 CSS and the two Bootstrap versions fought over `.card` and `.btn` styles on pages that mixed Nuxt and React output. Do not use.
""", CP, "component", "deprecated", assets=["BillingSummaryCard"],
  counter_conditions="Superseded by the MUI versions (PR #412 main, PR #398 bridge).",
  source="Spike notes 2024-02, ADR-007", updated_at="2024-03-11")

# ---------------------------------------------------------------------------
# customer-portal: forms (vee-validate 3 -> react-hook-form + zod)
# ---------------------------------------------------------------------------
E(5, "PaymentForm: vee-validate 3 ValidationObserver/ValidationProvider -> react-hook-form + zod (PR #455)", r"""
## Context
`PaymentForm.vue` (one-off card / direct-debit payment) is wrapped in `<ValidationObserver v-slot="{ handleSubmit, invalid }">` with one `<ValidationProvider rules="required|min_value:1|max_value:10000" v-slot="{ errors }">` per field and `<b-form-invalid-feedback>{{ errors[0] }}</b-form-invalid-feedback>`.

## Change
Rules move into one zod schema; the observer becomes `useForm` with `zodResolver`.
```ts
import { z } from 'zod';
export const paymentSchema = z.object({
  amount: z.coerce.number({ invalid_type_error: 'Enter an amount' })
    .min(1, 'Minimum payment is $1.00')
    .max(10000, 'For payments over $10,000 call us'),
  method: z.enum(['card', 'direct_debit']),
  email: z.string().email('Enter a valid email').optional().or(z.literal('')),
  confirmEmail: z.string().optional(),
}).refine((v) => !v.email || v.email === v.confirmEmail, {
  path: ['confirmEmail'], message: 'Emails do not match',
});
```
```tsx
const { control, handleSubmit, formState } = useForm<z.infer<typeof paymentSchema>>({
  resolver: zodResolver(paymentSchema),
  defaultValues: { amount: undefined, method: 'card', email: '', confirmEmail: '' },
});
```
Mapping we used:
- `rules="required|..."` -> schema; `vid="email"` + `rules="confirmed:email"` -> `.refine(..., { path: ['confirmEmail'] })`.
- `errors[0]` -> `fieldState.error?.message` (in `Controller` render) or `formState.errors.amount?.message`.
- `handleSubmit(onSubmit)` from the observer slot -> `handleSubmit(onSubmit)` from `useForm`; `invalid` -> `!formState.isValid` (requires `mode` other than `onSubmit` if you disable the button on it).
- Messages are copied verbatim from `plugins/vee-validate.js` `messages` so copy deck and Playwright assertions did not change.

## Risk
`z.coerce.number()` turns an empty string into 0, which then fails `min(1)` with "Minimum payment is $1.00" instead of "Enter an amount". Accepted by product.

## Rollback
`ff_react_payments` off -> Nuxt PaymentForm.
""", CP, "component", "verified",
  applies_to={"vee-validate": "^3.4", "react-hook-form": "^7.45", "zod": "^3.22"},
  assets=["PaymentForm"],
  conditions="Forms written with vee-validate 3 components (ValidationObserver / ValidationProvider).",
  counter_conditions="Not for forms still on vee-validate 2 (v-validate directive). Card number / CVV are not in our form at all: they live in the Westpac QuickStream trusted frame and must never be validated or masked by us.",
  source="PR #455 customer-portal", updated_at="2024-06-10")

E(6, "vee-validate extend('bsb') rule -> zod regex + transform; async BSB lookup moved to onBlur", r"""
## Context
`plugins/vee-validate.js` registers:
```js
extend('bsb', {
  validate: (v) => /^\d{3}-?\d{3}$/.test(v),
  message: 'Enter a 6-digit BSB',
});
```
and DirectDebitFields.vue had a second provider `rules="bsb|bsbExists"` with `debounce="500"`, where `bsbExists` called `GET /api/bsb/:code` (backed by the APCA BSB file) to show the bank/branch name.

## Change
```ts
export const bsb = z.string().trim()
  .regex(/^\d{3}-?\d{3}$/, 'Enter a 6-digit BSB')
  .transform((v) => v.replace('-', ''));
```
The async existence check is NOT in the schema. zodResolver re-runs the whole schema (including async refinements) on every validation, which fired the BSB API on each keystroke in `onChange` mode. Instead:
```tsx
<Controller name="bsb" control={control} render={({ field, fieldState }) => (
  <TextField {...field} label="BSB" error={!!fieldState.error} helperText={fieldState.error?.message ?? bankName}
    onBlur={async () => {
      field.onBlur();
      const ok = await trigger('bsb');
      if (!ok) return;
      const res = await lookupBsb(getValues('bsb'));
      if (!res) setError('bsb', { type: 'bsbExists', message: 'We could not find that BSB' });
      else setBankName(`${res.bank} - ${res.branch}`);
    }} />
)} />
```
The transformed (dash-less) value is what gets submitted; the input keeps showing the mask `000-000` (see v-mask note).

## Risk
If the lookup API is down we do not block submission (the payment gateway validates BSB anyway).

## Rollback
Part of `ff_react_payments`.
""", CP, "plugin", "verified",
  applies_to={"vee-validate": "^3.4", "zod": "^3.22"}, assets=["bsb", "PaymentForm"],
  conditions="Direct debit fields (BSB + account number) in PaymentForm and DirectDebitSetup.",
  source="PR #461 customer-portal", updated_at="2024-06-12")

E(7, "nmi rule (AEMO NMI checksum) -> zod superRefine", r"""
## Context
MoveInForm asks for the property's NMI (National Metering Identifier). The vee-validate rule `nmi` checked length 10 (+ optional 11th checksum digit) and the AEMO checksum.

## Change
Checksum helper ported as-is (AEMO algorithm: walk from the rightmost character, take the ASCII code, double every second value starting with the rightmost, add up the digits, checksum = (10 - sum mod 10) mod 10):
```ts
export function nmiChecksum(nmi10: string): number {
  let sum = 0;
  let double = true;
  for (let i = nmi10.length - 1; i >= 0; i--) {
    let v = nmi10.charCodeAt(i);
    if (double) v *= 2;
    double = !double;
    while (v > 0) { sum += v % 10; v = Math.floor(v / 10); }
  }
  return (10 - (sum % 10)) % 10;
}

export const nmi = z.string().trim().toUpperCase().superRefine((v, ctx) => {
  if (!/^[A-HJ-NP-Z0-9]{10}\d?$/.test(v)) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: 'An NMI has 10 or 11 characters (no I or O)' });
    return;
  }
  if (v.length === 11 && nmiChecksum(v.slice(0, 10)) !== Number(v[10])) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: 'Check the NMI on your bill - the last digit does not match' });
  }
});
```
Why superRefine and not refine: we need two different messages and to stop after the format error; `refine` gives one message per call and chaining two refines runs both.

## Risk
Victorian NMIs (6xxxxxxxxx) are the bulk; the unit tests include AEMO's published examples (e.g. `QAAAVZZZZZ` -> 3, `2001985732` -> 8).

## Rollback
`ff_react_move_in`.
""", CP, "plugin", "verified",
  applies_to={"vee-validate": "^3.4", "zod": "^3.22"}, assets=["nmi", "MoveInForm"],
  conditions="Any form field that takes an NMI (MoveInForm, SolarFeedInApplication).",
  source="PR #470 customer-portal", updated_at="2024-06-20")

E(8, "vee-validate interaction modes (eager/lazy/aggressive) -> react-hook-form mode/reValidateMode [checklist]", r"""
Checklist gathered while porting PaymentForm; only PaymentForm has been checked, MoveInForm and DirectDebitSetup not yet.
- [ ] vee-validate `setInteractionMode('eager')` (our global default): closest is `mode: 'onTouched', reValidateMode: 'onChange'`. Confirm the first error appears on blur, then live.
- [ ] `lazy` (used on the promo code field): `mode: 'onBlur', reValidateMode: 'onBlur'`. RHF mode is per form, not per field, so a per-field lazy field needs `trigger()` manually or a separate `useForm`.
- [ ] `aggressive` -> `mode: 'onChange'`; beware it re-renders on every keystroke with `formState.errors` subscribed.
- [ ] `passive` (submit only) -> `mode: 'onSubmit'` (RHF default).
- [ ] Check `formState.isValid` usage: with `mode: 'onSubmit'` it stays false until the first submit in RHF 7.4x.
""", CP, "component", "candidate",
  applies_to={"vee-validate": "^3.4", "react-hook-form": "^7.45"}, assets=["PaymentForm"],
  conditions="Forms relying on vee-validate interaction modes.",
  source="Review notes on PR #455", updated_at="2024-06-11")

E(9, "react-hook-form Controller vs register with MUI TextField / Autocomplete (AddressLookup) [needs review]", r"""
## Context
MUI inputs are controlled; `register()` works for plain `TextField` (it forwards `inputRef` via `{...register('x')}` only if you pass `inputRef={ref}` manually), but not for `Autocomplete`, `Select` with objects, or our masked inputs.

## What we do today
- Plain text fields: `Controller` everywhere for consistency (helperText from `fieldState.error`).
- AddressLookup (Autocomplete over the Addressfinder API): `Controller` with `value={field.value ?? null}` and `onChange={(_, v) => field.onChange(v)}`.

## Open problem (why this is review_required)
With debounced async options, when the option list refreshes after selection MUI logs:
```
MUI: The value provided to Autocomplete is invalid.
None of the options match with `{"id":"AU-VIC-12345","label":"12 Smith St, Fitzroy VIC 3065"}`.
You can use the `isOptionEqualToValue` prop to customize the equality test.
```
Adding `isOptionEqualToValue={(o, v) => o.id === v.id}` silences it, but on iOS Safari the selected value is occasionally cleared when the options array is replaced mid-typing. Not reproduced on desktop. Until QA signs off, verify the selection survives an options refresh before copying this pattern.
""", CP, "component", "review_required",
  applies_to={"react-hook-form": "^7.45", "@mui/material": ">=5 <6"}, assets=["AddressLookup"],
  conditions="MUI inputs inside react-hook-form forms.",
  source="PR #466 customer-portal, QA ticket CP-1893", updated_at="2024-07-02")

E(10, "[superseded] PaymentForm with Formik + Yup", r"""
First React prototype of PaymentForm used Formik 2 + Yup to mirror vee-validate's component style (`<Formik>` ~ `ValidationObserver`, `<Field>` ~ `ValidationProvider`). Abandoned in May 2024: Formik re-renders the whole form on each keystroke (noticeable on low-end Android in the amount field), and the team standard became react-hook-form + zod (ADR-009). Do not start new forms with Formik.
""", CP, "component", "deprecated", assets=["PaymentForm"],
  counter_conditions="Superseded by react-hook-form + zod (PR #455).",
  source="Spike PR #402 (closed), ADR-009", updated_at="2024-05-02")

E(11, "vee-validate 2 v-validate directive -> react-hook-form register (my-account-legacy)", r"""
## Context
From the 2023 migration of the old `my-account-legacy` app (Vue 2.5, vee-validate 2.2): fields used `v-validate="'required|email'"` with `errors.first('email')` and `this.$validator.validateAll()`.

## Change
```tsx
const { register, handleSubmit, formState: { errors } } = useForm({ mode: 'onTouched' });
<input {...register('email', { required: 'Email is required', pattern: { value: /\S+@\S+\.\S+/, message: 'Invalid email' } })} />
{errors.email?.message}
```
- `this.$validator.validateAll()` -> `await trigger()`.
- `data-vv-as="email address"` -> put the display name in the message text.
- `errors.has('x')` -> `!!errors.x`.
""", "*", "component", "verified",
  applies_to={"vee-validate": "^2.2", "react-hook-form": "^7"},
  conditions="Only apps still on vee-validate 2 (directive API).",
  counter_conditions="Not for vee-validate 3 component API (ValidationObserver/ValidationProvider).",
  source="my-account-legacy PR #88", updated_at="2023-11-08")

# ---------------------------------------------------------------------------
# customer-portal: Vuex -> zustand / TanStack Query
# ---------------------------------------------------------------------------
E(12, "Vuex `account` module -> zustand useAccountStore (client state only) (PR #421)", r"""
## Context
`store/account.js` (Vuex 3, namespaced) holds the logged-in customer, the list of linked accounts and `activeAccountId`, plus UI bits (`isSwitcherOpen`). Components use `this.$store.commit('account/SET_ACTIVE', id)` and `mapState('account', ['activeAccountId'])`.

## Change
```ts
import { create } from 'zustand';

type AccountState = {
  activeAccountId: string | null;
  isSwitcherOpen: boolean;
  setActive: (id: string) => void;
  toggleSwitcher: () => void;
};

export const useAccountStore = create<AccountState>()((set) => ({
  activeAccountId: null,
  isSwitcherOpen: false,
  setActive: (id) => set({ activeAccountId: id, isSwitcherOpen: false }),
  toggleSwitcher: () => set((s) => ({ isSwitcherOpen: !s.isSwitcherOpen })),
}));
```
- mutations + actions collapse into store functions; `commit('account/SET_ACTIVE', id)` -> `useAccountStore.getState().setActive(id)` outside React, `useAccountStore((s) => s.setActive)` inside.
- `mapState('account', ['activeAccountId'])` -> `const id = useAccountStore((s) => s.activeAccountId)`; always select a slice, never `useAccountStore()` whole (re-renders on every change).
- Server data (the customer profile, linked accounts) is NOT kept in zustand: it is a TanStack Query query (`['me']`). Only `activeAccountId` and UI state live in the store.

## Risk
Vuex devtools timeline is gone; we added `devtools()` middleware in dev only.

## Rollback
Per page through the React feature flags.
""", CP, "store", "verified",
  applies_to={"vuex": "^3.6", "zustand": "^4.4"}, assets=["account"],
  conditions="Client/UI state from Vuex modules.",
  counter_conditions="Do not move server data (bills, usage, profile) into zustand; that goes to TanStack Query.",
  source="PR #421 customer-portal", updated_at="2024-05-20")

E(13, "Vuex `billing` module actions -> TanStack Query v5 queries (PR #428)", r"""
## Context
`store/billing.js` had `fetchBills({ accountId })`, `fetchBill(id)` actions that called `$axios`, committed `SET_BILLS` and tracked `loading`/`error` flags by hand. Pages dispatched in `fetch()`.

## Change
```ts
export const billKeys = {
  all: (accountId: string) => ['bills', accountId] as const,
  one: (accountId: string, billId: string) => ['bills', accountId, billId] as const,
};

export function useBills(accountId: string) {
  return useQuery({
    queryKey: billKeys.all(accountId),
    queryFn: () => api.get<Bill[]>(`/accounts/${accountId}/bills`),
    staleTime: 5 * 60_000,
  });
}
```
- `loading` flag -> `isPending` (v5 name); `error` -> `error`.
- The `SET_BILLS` mutation after a payment -> `queryClient.invalidateQueries({ queryKey: ['bills', accountId] })` in the payment mutation's `onSuccess`.
- Server prefetch on bill pages: `await queryClient.prefetchQuery(...)` in the server component and `<HydrationBoundary state={dehydrate(queryClient)}>`.

## Risk
Cache is keyed by accountId; switching accounts shows a loading skeleton once per account (accepted).

## Rollback
Per page flags.
""", CP, "store", "verified", branches=MAIN_LIKE,
  applies_to={"vuex": "^3.6", "@tanstack/react-query": "^5"}, assets=["billing"],
  conditions="Vuex modules that only cache API data.",
  counter_conditions="Not for the bridge branch, which is on TanStack Query 4.",
  source="PR #428 customer-portal", updated_at="2024-05-24")

E(14, "hotfix/nuxt-bridge: Vuex `billing` -> TanStack Query v4 (cacheTime, not gcTime)", r"""
## Context
The bridge branch pins `@tanstack/react-query` 4.36 (Next 13 pages router). Same port as main but with v4 names.

## Change
```ts
export function useBills(accountId: string) {
  return useQuery({
    queryKey: ['bills', accountId],
    queryFn: () => api.get(`/accounts/${accountId}/bills`),
    staleTime: 5 * 60_000,
    cacheTime: 30 * 60_000, // v4 name; it is `gcTime` only from v5
  });
}
```
- Use the object signature even though v4 still accepts `useQuery(['bills', id], fn)`: it makes later merges to main (v5, object-only) mechanical.
- `isLoading` in v4 is true for disabled queries with no data; use `isInitialLoading` for spinners on `enabled: false` queries.
- SSR: `getServerSideProps` + `dehydrate(queryClient)` and `<Hydrate state={pageProps.dehydratedState}>` (v4 name; v5 renamed it `HydrationBoundary`).
""", CP, "store", "verified", branches=HOTFIX,
  applies_to={"@tanstack/react-query": "^4.29"}, assets=["billing"],
  conditions="Only hotfix/nuxt-bridge (TanStack Query 4).",
  counter_conditions="Not for main (v5).",
  source="PR #401 customer-portal (hotfix/nuxt-bridge)", updated_at="2024-04-26")

E(15, "TanStack Query v5: object-only signature error and the renames we hit (cacheTime->gcTime, isLoading->isPending)", r"""
## Symptom
After bumping to v5, pages crashed with:
```
Error: Bad argument type. Starting with v5, only the "Object" form is allowed when calling query related functions. Please use the error stack to find the culprit call. More info here: https://tanstack.com/query/latest/docs/react/guides/migrating-to-v5#supports-a-single-signature-one-object
```
## Fix
Every `useQuery(key, fn, opts)` / `invalidateQueries(key)` -> object form:
```ts
useQuery({ queryKey: ['usage', nmi, range], queryFn: () => getUsage(nmi, range) });
queryClient.invalidateQueries({ queryKey: ['bills'] });
```
Other v5 changes that bit us:
- `cacheTime` -> `gcTime`.
- `isLoading` -> `isPending` (the new `isLoading` = `isPending && isFetching`).
- `keepPreviousData: true` -> `placeholderData: keepPreviousData` (import `keepPreviousData` from `@tanstack/react-query`) - used on the usage range picker.
- `onSuccess`/`onError` removed from `useQuery`; side effects moved to `useEffect` or to the mutation.
- `Hydrate` -> `HydrationBoundary`.
Codemod: `npx jscodeshift ./src --extensions=ts,tsx --parser=tsx --transform=./node_modules/@tanstack/react-query/build/codemods/src/v5/remove-overloads/remove-overloads.cjs` handled ~80% of call sites.
""", "*", "store", "verified",
  applies_to={"@tanstack/react-query": "^5"},
  conditions="Any project on TanStack Query 5.",
  source="PR #433 customer-portal", updated_at="2024-05-28")

E(16, "nuxtServerInit -> server component in app/(account)/layout.tsx with cookies() and a per-request store", r"""
## Context
`store/index.js` `nuxtServerInit({ dispatch }, { req })` read the `cp_session` cookie on the server, fetched `/me`, and committed it to Vuex so the first SSR render had the customer name and active account.

## Change
```tsx
// app/(account)/layout.tsx  (server component)
import { cookies } from 'next/headers';
import { AccountStoreProvider } from '@/stores/account-provider';

export default async function AccountLayout({ children }: { children: React.ReactNode }) {
  const session = cookies().get('cp_session')?.value;
  const me = session ? await apiServer.get('/me', { headers: { cookie: `cp_session=${session}` } }) : null;
  return <AccountStoreProvider initial={{ activeAccountId: me?.defaultAccountId ?? null }}>{children}</AccountStoreProvider>;
}
```
- The store is created per request with zustand's `createStore` inside the provider (`useRef(createAccountStore(initial))`) and read with `useStore(ctx, selector)`. A module-level `create()` store on the server is shared across requests: we briefly leaked one customer's active account id into another's SSR HTML in UAT.
- The cookie is forwarded explicitly; server-side fetches do not carry browser cookies.

## Risk
Layout is now dynamic (uses `cookies()`), so no static caching for /account/*. Intended.
""", CP, "store", "verified", branches=MAIN_LIKE,
  applies_to={"next": ">=14 <15", "zustand": "^4.4"}, assets=["nuxtServerInit"],
  conditions="Data needed in the first server render of authenticated pages.",
  source="PR #436 customer-portal", updated_at="2024-05-30")

E(17, "zustand persist + SSR: hydration mismatch from the persisted account store (skipHydration)", r"""
## Symptom
On /account pages with `persist()` on the account store:
```
Warning: Text content did not match. Server: "Select account" Client: "12 Smith St"
Error: Text content does not match server-rendered HTML.
```
The server renders initial state; the client synchronously rehydrates from localStorage before hydration and renders different text.

## Fix
```ts
export const useAccountStore = create<AccountState>()(
  persist((set) => ({ ... }), {
    name: 'cp-account',
    storage: createJSONStorage(() => localStorage),
    partialize: (s) => ({ activeAccountId: s.activeAccountId }),
    skipHydration: true,
  }),
);

// components/StoreHydrator.tsx
'use client';
export function StoreHydrator() {
  useEffect(() => { useAccountStore.persist.rehydrate(); }, []);
  return null;
}
```
Mount `<StoreHydrator />` once in the account layout. UI that depends on persisted values shows a skeleton until `useAccountStore.persist.hasHydrated()`.
""", CP, "store", "verified",
  applies_to={"zustand": ">=4.4 <5"}, assets=["account"],
  conditions="Hydration mismatches caused by persisted zustand state.",
  counter_conditions="Only when the mismatch comes from persisted store state. Date/time text mismatches (due dates, chart labels) are a timezone problem, not this.",
  source="PR #440 customer-portal", updated_at="2024-06-04")

E(18, "Vuex mapGetters -> zustand selectors with useShallow [checklist]", r"""
Check items collected from the account and preferences stores (not applied everywhere yet):
- [ ] Each getter becomes a plain selector function next to the store: `export const selectActiveAccount = (s: State) => s.accounts.find(a => a.id === s.activeAccountId)`.
- [ ] Getters returning new arrays/objects must be read with `useShallow` (`import { useShallow } from 'zustand/react/shallow'`, present in our 4.5.x): `useAccountStore(useShallow((s) => s.accounts.filter(a => a.isActive)))`, otherwise every store change re-renders.
- [ ] Getters that combine server data (bills) with store state: compute in the component from the query result + selector, not in the store.
- [ ] `mapGetters` with namespace aliases (`...mapGetters({ acct: 'account/active' })`) - grep for the alias names in templates before deleting the getter.
""", CP, "store", "candidate",
  applies_to={"zustand": ">=4.5 <5"}, assets=["account"],
  source="Review notes, PR #421", updated_at="2024-06-14")

E(19, "[superseded] customer-portal Vuex -> Redux Toolkit", r"""
Early plan (Jan 2024) was to move all Vuex modules to Redux Toolkit slices to share patterns with field-ops. Reversed by ADR-011: the portal's Vuex state was 80% server cache, which went to TanStack Query, and the remainder is small enough for zustand. Keep RTK for field-ops only.
""", CP, "store", "deprecated",
  counter_conditions="Superseded by zustand + TanStack Query (ADR-011).",
  source="ADR-011", updated_at="2024-03-01")

E(20, "vuex-persistedstate -> zustand persist：老 key `vuex` 要迁移，否则老用户登录态/选中账户丢失", r"""
成都这边迁 account store 时踩的坑：

Nuxt 里用的是 `vuex-persistedstate`，默认 key 是 `vuex`，里面是整个 root state：`{"account":{"activeAccountId":"A123",...},"prefs":{...}}`。
zustand persist 用的 key 是 `cp-account`，上线后老用户第一次打开 React 页面时读不到，activeAccountId 变回 null，多账户用户被强制重新选账户（客服收到投诉）。

做法：自定义 storage 的 getItem，新 key 没有时读老 key 并转换：
```ts
storage: createJSONStorage(() => ({
  getItem: (name) => {
    const v = localStorage.getItem(name);
    if (v) return v;
    const legacy = JSON.parse(localStorage.getItem('vuex') ?? 'null');
    if (!legacy?.account) return null;
    return JSON.stringify({ state: { activeAccountId: legacy.account.activeAccountId }, version: 1 });
  },
  setItem: (n, v) => localStorage.setItem(n, v),
  removeItem: (n) => localStorage.removeItem(n),
})),
version: 1,
```
注意：不要删老 key `vuex`，Nuxt 页面（还没迁的）还在读它。等 Nuxt 全部下线再清。
""", CP, "store", "verified",
  applies_to={"zustand": "^4.4"}, assets=["account"],
  conditions="从 vuex-persistedstate 迁到 zustand persist 的 store。",
  counter_conditions="Nuxt 页面还在时不要删除老 key。",
  source="成都组笔记（飞书）/ PR #442", updated_at="2024-06-06")

# ---------------------------------------------------------------------------
# customer-portal: routing, middleware, data loading
# ---------------------------------------------------------------------------
E(21, "Nuxt middleware/auth.js -> Next middleware.ts (cookie check + returnTo) (PR #450)", r"""
## Context
`middleware/auth.js` ran on every /account route (`middleware: 'auth'` in the page) and redirected to `/login?returnTo=...` when the `cp_session` cookie was missing or expired.

## Change
```ts
// middleware.ts
import { NextResponse, type NextRequest } from 'next/server';
import { readSession } from '@/lib/session-edge';

const PUBLIC = ['/', '/plans', '/moving-house', '/login', '/forgot-password'];

export function middleware(req: NextRequest) {
  const { pathname, search } = req.nextUrl;
  if (PUBLIC.some((p) => pathname === p || pathname.startsWith(`${p}/`))) return NextResponse.next();
  const session = readSession(req); // newest valid cp_session, see INC-2024-044
  if (!session) {
    const url = new URL('/login', req.url);
    url.searchParams.set('returnTo', pathname + search);
    return NextResponse.redirect(url);
  }
  return NextResponse.next();
}

export const config = {
  matcher: ['/((?!_next/static|_next/image|favicon.ico|robots.txt|api/auth/refresh|api/health|maintenance).*)'],
};
```
- Middleware runs on the Edge runtime: no `jsonwebtoken` (Node crypto); we verify with `jose`.
- `returnTo` is validated on the login page to be a relative path (open redirect fix carried over from Nuxt).

## Risk
Every request pays the middleware cost; the matcher keeps static assets out.

## Rollback
Remove the /account/* CloudFront behaviour -> Nuxt handles auth again.
""", CP, "router", "verified",
  applies_to={"next": ">=13.4 <15"}, assets=["auth"],
  conditions="Route-level auth for Next.js (both app and pages router).",
  counter_conditions="Not for API route handlers (they check the session themselves and return 401).",
  source="PR #450 customer-portal", updated_at="2024-06-19")

E(22, "Post-mortem INC-2024-044: ERR_TOO_MANY_REDIRECTS on /account after the App Router cutover", r"""
# Post-mortem INC-2024-044: redirect loop on /account after the App Router cutover

Severity: SEV-2. Duration: 2024-06-18 07:42 - 10:15 AEST (2h33m). Author: Priya N. (portal squad). Reviewers: Tom W., Chen Hao (Chengdu pod). Status: actions closed 2024-07-05.

## Summary
Release 2024.06.3 moved /account/* from the Nuxt 2 app to the Next.js 14 App Router. About 11% of logged-in customers opening https://my.copperleaf.com.au/account got ERR_TOO_MANY_REDIRECTS in Chrome ("Safari can't open the page because too many redirects occurred" on iOS). Customers who logged in after the release were not affected. The contact centre logged 412 calls tagged "can't log in" during the window and the app store rating dipped on the day (the app wraps the portal in a webview).

## Timeline (AEST)
- 07:30 Release 2024.06.3 promoted. CloudFront behaviour `/account/*` now points at the Next origin.
- 07:42 Synthetic `account-login-smoke` green. It logs in with a fresh browser context, so it never carries an older cookie.
- 08:05 Contact centre flags a call spike in #cx-incidents.
- 08:20 On-call (Priya) reproduces only with a browser profile that had used the Nuxt app before the release.
- 08:35 HAR file shows the chain `/account` -> `/login?returnTo=%2Faccount` -> `/account` -> ... 20 hops.
- 08:55 Rollback of the CloudFront behaviour considered and held (see "Why we did not roll back").
- 09:40 Fix PR #688 merged. 10:05 deployed. 10:15 redirect errors back to baseline in RUM.

## Impact
~9,800 sessions affected, no data loss, no payments lost (payments use a separate flow). Two customers were charged a late fee because they could not pay on the due date; both refunded by billing ops.

## Detection
We relied on a synthetic that cannot reproduce state carried over from the old app. RUM (Datadog) had a redirect-count metric but no monitor on it.

## Background: how the middleware looked at release
```ts
// middleware.ts (at release 2024.06.3)
export function middleware(req: NextRequest) {
  const session = req.cookies.get('cp_session')?.value;
  if (!session || isExpired(session)) {
    const url = req.nextUrl.clone();
    url.pathname = '/login';
    url.searchParams.set('returnTo', req.nextUrl.pathname);
    return NextResponse.redirect(url);
  }
  return NextResponse.next();
}
export const config = { matcher: ['/account/:path*', '/login'] };
```
The login page itself (a server component) redirects already-authenticated users to `returnTo`. It reads the session through `lib/session.ts`, which is not the same code path as the middleware.

## Root cause
Two independent problems combined.

### 1. The login page was inside the matcher
`/login` was added to the matcher during the spike for an "already logged in" redirect that was later moved into the page. Nobody removed it. On its own this was harmless for users without cookies (no session -> /login is public in the page), but it meant the middleware and the page could disagree about the same request.

### 2. Two cookies named cp_session
The Nuxt app (cookie-universal-nuxt) wrote `cp_session` with `Domain=.copperleaf.com.au; Path=/; Secure; SameSite=Lax`. The new Next login route handler wrote `cp_session` host-only (no `Domain` attribute) for my.copperleaf.com.au. A browser that had both sends both:
```
Cookie: cp_session=eyJ...old-expired...; cp_session=eyJ...new...
```
Browsers order cookies with the same path by creation time, so the older Nuxt cookie comes first. `req.cookies.get('cp_session')` returns the first one. The middleware therefore saw the expired Nuxt token and redirected to /login; the login page's `lib/session.ts` parsed the header differently (last value wins), found the fresh host-only token, and redirected back to /account. Loop.

## Fix (PR #688)
1. The middleware matcher now excludes everything that must never go through the auth check, and /login is public:
```ts
export const config = {
  matcher: ['/((?!_next/static|_next/image|favicon.ico|robots.txt|api/auth/refresh|api/health|login|maintenance).*)'],
};
```
`api/auth/refresh` is excluded because the refresh call is made exactly when the session has expired; `api/health` because the ALB health check has no cookie and was getting 307s; `maintenance` so the maintenance page can render during outages.

2. One cookie, one owner. The Next app now writes `cp_session` with the same attributes as Nuxt (`domain: '.copperleaf.com.au', path: '/', secure: true, sameSite: 'lax'`) so both apps share one cookie for the rest of the strangler period. The stray host-only cookie is deleted by the middleware when a request carries more than one `cp_session`. Deleting a cookie requires the same Domain/Path as when it was set; a Set-Cookie without `Domain` only removes the host-only one, which is exactly what we want:
```ts
const values = (req.headers.get('cookie') ?? '').split(';').filter((c) => c.trim().startsWith('cp_session='));
const res = NextResponse.next();
if (values.length > 1) {
  res.headers.append('Set-Cookie', 'cp_session=; Path=/; Max-Age=0; Secure; SameSite=Lax'); // host-only copy
}
```
`res.cookies.delete('cp_session')` was tried first and does not work here: it emits the host-only deletion too, but also drops the cookie from the forwarded request, so the page render lost the good session on that one request.

3. `readSession()` (shared by middleware and pages via `lib/session-edge.ts`) parses all `cp_session` values and picks the newest valid token by its `iat` claim, so middleware and page can no longer disagree.

## Why we did not roll back
/account/payments had already moved to the new payments API with a schema change on the Direct Debit mandate table; the Nuxt version of that page writes the old shape. Rolling the behaviour back would have broken direct-debit setup for everyone instead of login for 11%.

## What went well
- HAR from a real customer (via the contact centre) pinned the loop in 15 minutes.
- The Chengdu pod had the cookie-universal-nuxt config at hand and spotted the Domain difference.

## What did not go well
- Synthetic checks only cover fresh sessions.
- Two different session parsers (middleware vs pages).

## Action items
- AI-1 Synthetic with a seeded legacy domain cookie (Tom, done 2024-06-25).
- AI-2 Datadog monitor on redirect count > 5 per page view (Priya, done 2024-06-21).
- AI-3 Single `readSession()` for Edge and Node (Chen Hao, done 2024-07-02).
- AI-4 Cookie ownership table in the runbook: cp_session, cp_csrf, cp_ld (LaunchDarkly context) with Domain/Path per app (Priya, done 2024-07-05).
""", CP, "router", "verified", branches=["main", "release/*"],
  applies_to={"next": ">=14 <15"}, assets=["auth"],
  conditions="Auth middleware during the Nuxt -> Next strangler period where both apps set cookies.",
  source="Confluence PORTAL/Post-mortems/INC-2024-044, PR #688", updated_at="2024-07-05")

E(23, "asyncData / fetch() pages -> App Router server components (pages/bills/_id.vue -> app/(account)/bills/[id]/page.tsx)", r"""
## Context
Nuxt pages load data in `asyncData({ params, $axios, error })` and sometimes `fetch()` with `$fetchState.pending`.

## Change
```tsx
// app/(account)/bills/[id]/page.tsx
import { notFound } from 'next/navigation';
export default async function BillPage({ params }: { params: { id: string } }) {
  const bill = await apiServer.getBill(params.id);
  if (!bill) notFound();
  return <BillView bill={bill} />;
}
```
- `pages/bills/_id.vue` -> `app/(account)/bills/[id]/page.tsx`; `_slug` dynamic segments -> `[slug]`.
- `error({ statusCode: 404 })` -> `notFound()` (renders `not-found.tsx`).
- `$fetchState.pending` spinner -> `loading.tsx` next to the page (Suspense boundary).
- Client-side refetch (pagination etc.) uses TanStack Query seeded with `initialData` from the server component.
""", CP, "router", "verified", branches=MAIN_LIKE,
  applies_to={"next": ">=14 <15"}, assets=["asyncData"],
  conditions="Nuxt pages with asyncData/fetch on main (App Router).",
  counter_conditions="Not for hotfix/nuxt-bridge (pages router, use getServerSideProps).",
  source="PR #431 customer-portal", updated_at="2024-05-27")

E(24, "hotfix/nuxt-bridge: asyncData -> getServerSideProps (pages router)", r"""
## Change
```tsx
export const getServerSideProps: GetServerSideProps<Props> = async ({ params, req }) => {
  const session = req.cookies.cp_session;
  if (!session) return { redirect: { destination: `/login?returnTo=/bills/${params!.id}`, permanent: false } };
  const bill = await apiServer.getBill(String(params!.id), session);
  if (!bill) return { notFound: true };
  return { props: { bill } };
};
```
- `asyncData` return object -> `props`.
- `redirect('/login')` -> `{ redirect: { destination, permanent: false } }`.
- `error({ statusCode: 404 })` -> `{ notFound: true }`.
- Dates must be serialised (`bill.dueDate.toISOString()`), getServerSideProps props must be JSON: "Error serializing `.bill.dueDate` returned from `getServerSideProps`".
""", CP, "router", "verified", branches=HOTFIX,
  applies_to={"next": "^13"}, assets=["asyncData"],
  conditions="Only the bridge branch (pages router).",
  source="PR #396 customer-portal (hotfix/nuxt-bridge)", updated_at="2024-04-18")

E(25, "useSearchParams() should be wrapped in a suspense boundary (missing-suspense-with-csr-bailout) on /bills", r"""
## Symptom
`next build` failed after porting the bills list filters (`this.$route.query.year`):
```
useSearchParams() should be wrapped in a suspense boundary at page "/bills". Read more: https://nextjs.org/docs/messages/missing-suspense-with-csr-bailout
```
## Fix
Keep the page a server component and read `searchParams` there; only the interactive filter bar uses `useSearchParams`, wrapped in Suspense:
```tsx
export default function BillsPage({ searchParams }: { searchParams: { year?: string } }) {
  return (
    <>
      <Suspense fallback={<FilterBarSkeleton />}>
        <BillsFilterBar />
      </Suspense>
      <BillsList year={searchParams.year ?? currentYear()} />
    </>
  );
}
```
Do not silence it with `experimental.missingSuspenseWithCSRBailout: false`: the whole page then bails out to client rendering.
""", CP, "router", "verified",
  applies_to={"next": ">=14.1 <15"}, assets=["$route"],
  conditions="App Router pages that read query params.",
  source="PR #452 customer-portal", updated_at="2024-06-21")

E(26, "<nuxt-link> -> next/link; exact-active-class -> usePathname", r"""
## Change
```tsx
'use client';
import Link from 'next/link';
import { usePathname } from 'next/navigation';

export function NavLink({ href, children }: { href: string; children: React.ReactNode }) {
  const pathname = usePathname();
  const active = pathname === href;
  return <Link href={href} aria-current={active ? 'page' : undefined} className={active ? 'active' : undefined}>{children}</Link>;
}
```
- `<nuxt-link :to="{ name: 'bills-id', params: { id } }">` -> `href={`/bills/${id}`}` (no named routes in Next).
- `exact-active-class` -> compare with `usePathname()`; `active-class` (prefix match) -> `pathname.startsWith(href)`.
- `no-prefetch` -> `prefetch={false}`.
""", CP, "router", "verified", branches=MAIN_LIKE,
  applies_to={"next": ">=14 <15"}, assets=["nuxt-link"],
  source="PR #427 customer-portal", updated_at="2024-05-23")

E(27, "this.$router.push -> useRouter from next/navigation ('NextRouter was not mounted')", r"""
## Symptom
```
Error: NextRouter was not mounted. https://nextjs.org/docs/messages/next-router-not-mounted
```
Cause: `import { useRouter } from 'next/router'` (pages router API) inside an App Router client component. The Chengdu codemod mapped `this.$router` to `next/router`.

## Fix
```ts
import { useRouter, useSearchParams, usePathname } from 'next/navigation';
const router = useRouter();
const params = useSearchParams();
function setYear(year: string) {
  const next = new URLSearchParams(params.toString());
  next.set('year', year);
  router.push(`${usePathnameValue}?${next.toString()}`); // pathname from usePathname()
}
```
- `this.$router.push({ query: {...} })` -> build the query string yourself; `router.push` only takes a string.
- `this.$router.replace` -> `router.replace`; `this.$router.back()` -> `router.back()`.
- No navigation guards / `router.events` in App Router.
""", CP, "router", "verified", branches=MAIN_LIKE,
  applies_to={"next": ">=14 <15"}, assets=["$router"],
  source="PR #435 customer-portal", updated_at="2024-05-29")

E(28, "Nuxt layouts (layout: 'dashboard') -> App Router route groups [checklist]", r"""
Check items (from the /account and /help ports; the marketing pages are not done):
- [ ] `layouts/dashboard.vue` -> `app/(account)/layout.tsx`; `layouts/default.vue` -> root `app/layout.tsx`.
- [ ] `layout: 'blank'` pages (login, print) -> their own group `(auth)` / `(print)` with a layout that does not render the header.
- [ ] Layout-level `middleware: 'auth'` -> middleware.ts matcher (layouts cannot redirect before render).
- [ ] `<Nuxt keep-alive>` in the layout has no equivalent: layouts persist across navigation anyway, pages do not.
- [ ] Check `error.vue` layout -> `error.tsx` per segment + `global-error.tsx`.
""", CP, "router", "candidate", branches=MAIN_LIKE,
  applies_to={"next": ">=14 <15"}, assets=["layouts"],
  source="Porting notes /account, /help", updated_at="2024-06-25")

# ---------------------------------------------------------------------------
# customer-portal: MUI / BootstrapVue styling and components
# ---------------------------------------------------------------------------
E(29, "MUI 5 ThemeProvider in the App Router: AppRouterCacheProvider ('createContext only works in Client Components')", r"""
## Symptom
Putting `ThemeProvider` + `CssBaseline` into `app/layout.tsx` with a theme built in a server file gave:
```
Error: createContext only works in Client Components. Add the "use client" directive at the top of the file to use it. Read more: https://nextjs.org/docs/messages/context-in-server-component
```
and a flash of unstyled content (emotion styles not collected on the server).

## Fix
```tsx
// app/theme.ts
'use client';
import { createTheme } from '@mui/material/styles';
export const theme = createTheme({ palette: { primary: { main: '#00594f' }, error: { main: '#c8102e' } } });

// app/layout.tsx (server component)
import { AppRouterCacheProvider } from '@mui/material-nextjs/v14-appRouter';
import { ThemeProvider } from '@mui/material/styles';
import CssBaseline from '@mui/material/CssBaseline';
import { theme } from './theme';

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-AU"><body>
      <AppRouterCacheProvider options={{ key: 'mui' }}>
        <ThemeProvider theme={theme}><CssBaseline />{children}</ThemeProvider>
      </AppRouterCacheProvider>
    </body></html>
  );
}
```
- The theme file needs `'use client'` (it is passed into a client component and contains functions).
- Any component using `styled()`/`sx` with hooks is a client component; pages can stay server components.
""", CP, "style", "verified",
  applies_to={"@mui/material": ">=5.15 <6", "next": ">=14 <15"}, assets=["ThemeProvider"],
  conditions="Next 14 App Router + MUI 5.15+ (@mui/material-nextjs).",
  counter_conditions="Not for the pages router bridge branch (MUI 4 uses JSS ServerStyleSheets in _document).",
  source="PR #418 customer-portal", updated_at="2024-05-16")

E(30, "BootstrapVue SCSS variables -> MUI createTheme (brand palette, buttons, spacing)", r"""
## Context
`assets/scss/_variables.scss` overrode Bootstrap 4.6 variables: `$primary: #00594f` (Copperleaf green), `$danger: #c8102e`, `$border-radius: .5rem`, `$font-family-base: 'Inter', sans-serif`.

## Change
```ts
createTheme({
  palette: { primary: { main: '#00594f' }, secondary: { main: '#f2a900' }, error: { main: '#c8102e' } },
  shape: { borderRadius: 8 },
  typography: { fontFamily: 'Inter, sans-serif', button: { textTransform: 'none', fontWeight: 600 } },
  spacing: 8,
  components: { MuiButton: { defaultProps: { disableElevation: true } } },
});
```
Mapping used in reviews:
- `<b-button variant="primary">` -> `<Button variant="contained">`; `variant="outline-primary"` -> `variant="outlined"`; `variant="link"` -> `variant="text"`.
- `size="sm"` -> `size="small"`; `block` -> `fullWidth`.
- Bootstrap spacing utilities `mt-3` (1rem) -> `sx={{ mt: 2 }}` (8px * 2); `mb-4` (1.5rem) -> `mb: 3`.
- `.text-muted` -> `color="text.secondary"`.
""", CP, "style", "verified",
  applies_to={"bootstrap-vue": "^2.21", "@mui/material": ">=5 <6"}, assets=["_variables.scss"],
  source="PR #415 customer-portal", updated_at="2024-05-15")

E(31, "BillingHistoryTable: b-table (sort-by.sync, per-page, current-page) -> MUI X DataGrid v7 server mode (PR #459)", r"""
## Context
`BillingHistoryTable.vue` is a `<b-table>` with `:sort-by.sync="sortBy" :sort-desc.sync="sortDesc" :per-page="12" :current-page="page"` and `<b-pagination>` below it; sorting and paging are done by the API (`/bills?page=&size=&sort=issueDate,desc`).

## Change
```tsx
const [paginationModel, setPaginationModel] = useState({ page: 0, pageSize: 12 });
const [sortModel, setSortModel] = useState<GridSortModel>([{ field: 'issueDate', sort: 'desc' }]);
const { data, isPending } = useQuery({
  queryKey: ['bills', accountId, paginationModel, sortModel],
  queryFn: () => getBills(accountId, paginationModel, sortModel),
  placeholderData: keepPreviousData,
});

<DataGrid
  rows={data?.items ?? []}
  rowCount={data?.total ?? 0}
  columns={columns}
  loading={isPending}
  paginationMode="server" sortingMode="server"
  paginationModel={paginationModel} onPaginationModelChange={setPaginationModel}
  sortModel={sortModel} onSortModelChange={setSortModel}
  pageSizeOptions={[12, 24]}
  disableRowSelectionOnClick
/>
```
- `b-pagination` is 1-based, DataGrid `page` is 0-based: convert when calling the API (`page + 1`).
- `sort-by.sync` + `sort-desc.sync` -> one `sortModel` array.
- `fields` with `formatter` -> `columns` with `valueFormatter` (v7 signature `(value, row) => ...`, not `params.value`).
- `<template #cell(amount)="data">` -> `renderCell`.
""", CP, "component", "verified", branches=MAIN_LIKE,
  applies_to={"bootstrap-vue": "^2.21", "@mui/x-data-grid": "^7"}, assets=["BillingHistoryTable"],
  conditions="Desktop/tablet table on /bills.",
  counter_conditions="Mobile layout (stacked) is a separate question.",
  source="PR #459 customer-portal", updated_at="2024-06-13")

E(32, "BillingHistoryTable mobile: b-table stacked=\"md\" -> card list with useMediaQuery [needs review]", r"""
`<b-table stacked="md">` turned rows into label/value blocks under 768px. DataGrid has no stacked mode, so below `md` we render a `List` of `BillRowCard` instead:
```tsx
const isMobile = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
return isMobile ? <BillCardList bills={rows} /> : <BillingHistoryGrid ... />;
```
Open issue: with SSR the server always renders the grid (no media query on the server), so phones see the grid flash before switching; `noSsr: true` avoids the double render on the client but not the server HTML. Options under review: CSS-only switch (render both, hide with `display: { xs: 'block', md: 'none' }`) vs. UA sniffing in the server component. Needs a decision from the portal lead before reuse.
""", CP, "component", "review_required", branches=MAIN_LIKE,
  applies_to={"@mui/x-data-grid": "^7", "@mui/material": ">=5 <6"}, assets=["BillingHistoryTable"],
  conditions="Mobile rendering of tables that used stacked b-table.",
  source="PR #463 customer-portal (draft)", updated_at="2024-06-27")

E(33, "this.$bvModal.msgBoxConfirm -> MUI Dialog + useConfirm() hook", r"""
## Context
Remove saved card, cancel direct debit and close account use `await this.$bvModal.msgBoxConfirm('Remove this card?', { okVariant: 'danger', okTitle: 'Remove' })`.

## Change
A small promise-based hook backed by one `<ConfirmDialog>` mounted in the account layout:
```tsx
const confirm = useConfirm();
async function onRemove() {
  const ok = await confirm({ title: 'Remove this card?', confirmText: 'Remove', confirmColor: 'error' });
  if (ok) removeCard.mutate(card.id);
}
```
`ConfirmProvider` keeps `{ open, options, resolve }` in state and renders MUI `<Dialog>` with `DialogTitle`/`DialogActions`; Cancel/backdrop/Escape resolve `false`.
- `okVariant: 'danger'` -> `confirmColor: 'error'`.
- `msgBoxOk` (alert style) -> same hook with `hideCancel: true`.
""", CP, "plugin", "verified",
  applies_to={"@mui/material": ">=5 <6"}, assets=["$bvModal"],
  source="PR #444 customer-portal", updated_at="2024-06-07")

E(34, "this.$bvToast.toast -> notistack enqueueSnackbar", r"""
## Change
```tsx
// app/providers.tsx
<SnackbarProvider maxSnack={3} anchorOrigin={{ vertical: 'top', horizontal: 'center' }} autoHideDuration={4000}>
  {children}
</SnackbarProvider>

// usage
const { enqueueSnackbar } = useSnackbar();
enqueueSnackbar('Payment method saved', { variant: 'success' });
```
- `this.$bvToast.toast(msg, { variant: 'success', autoHideDelay: 4000, title })` -> `enqueueSnackbar(msg, { variant: 'success', autoHideDuration: 4000 })`; toast `title` is dropped (design: one line only).
- `variant: 'danger'` -> `'error'`; `'warning'`/`'info'` same.
- Outside React (the api client) use `import { enqueueSnackbar } from 'notistack'` directly (v3 exports it).
""", CP, "plugin", "verified",
  applies_to={"@mui/material": ">=5 <6", "notistack": "^3"}, assets=["$bvToast"],
  source="PR #445 customer-portal", updated_at="2024-06-07")

E(35, "bridge 分支（MUI 4）不要用 sx，用 makeStyles / Box 的 system props", r"""
成都组 hotfix/nuxt-bridge 上的经验（还在等前端 lead 确认，暂时别直接抄）：

- MUI 4（@material-ui/core 4.12）里只有 `Box` 支持 system props（`<Box mt={2} color="error.main">`），`Card`、`Button` 等组件没有 `sx`，写了不报错但样式不生效。
- 需要主题色时用 `makeStyles((theme) => ({ root: { borderColor: theme.palette.error.main } }))`。
- main 分支的代码（`sx={{ ... }}`）cherry-pick 到 bridge 时要手工改，不能直接合。
- 待确认：bridge 上 `withStyles` 和 `makeStyles` 混用时类名顺序问题（`injectFirst` 之后偶尔被 BootstrapVue 的 CSS 覆盖）。
""", CP, "style", "review_required", branches=HOTFIX,
  applies_to={"@material-ui/core": "^4.12"},
  conditions="仅 hotfix/nuxt-bridge（MUI 4）。",
  source="成都组笔记", updated_at="2024-04-30")

# ---------------------------------------------------------------------------
# customer-portal: filters
# ---------------------------------------------------------------------------
E(36, "`currency` filter -> formatAUD() (en-AU, credits shown as 'CR')", r"""
## Context
`filters/currency.js`: `Vue.filter('currency', (v) => ...)` used as `{{ bill.amountDue | currency }}` in ~60 templates. Negative amounts are credits.

## Change
```ts
const aud = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' });
export function formatAUD(value: number | null | undefined, { credit = true } = {}) {
  if (value == null) return '-';
  if (credit && value < 0) return `${aud.format(Math.abs(value))} CR`;
  return aud.format(value);
}
```
- Create the `Intl.NumberFormat` once at module level (it is expensive to construct per render).
- Server and client both run Node/browsers with full ICU, so output is identical for SSR.
- Tests: `formatAUD(-12.4)` === `'$12.40 CR'`, `formatAUD(1234.5)` === `'$1,234.50'`.
""", CP, "filter", "verified",
  applies_to={"vue": "^2.6"}, assets=["currency"],
  conditions="Money amounts in AUD.",
  counter_conditions="Not for units: kWh (see kwh filter), kW demand (see kw filter) or tariff rates in c/kWh, which need 4 decimals and no $ sign.",
  source="PR #416 customer-portal", updated_at="2024-05-15")

E(37, "`kwh` filter -> formatKwh() (3 decimals max, ' kWh' suffix)", r"""
## Change
```ts
const kwh = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 3, minimumFractionDigits: 0 });
export const formatKwh = (v: number) => `${kwh.format(v)} kWh`;
```
- `{{ day.consumption | kwh }}` -> `formatKwh(day.consumption)`.
- Interval data comes as 3-decimal kWh (NEM12 precision); daily totals are rounded only for display.
- Solar export is negative in the API; the usage page shows it with the label "Exported", so pass `Math.abs()`.
""", CP, "filter", "verified",
  applies_to={"vue": "^2.6"}, assets=["kwh"],
  conditions="Energy consumption/export in kWh.",
  counter_conditions="Not for kW demand values (the `kw` filter: 2 decimals, demand tariffs), and not for money.",
  source="PR #416 customer-portal", updated_at="2024-05-15")

E(38, "`kw` filter (demand) -> formatKw() (2 decimals, ' kW')", r"""
Demand-tariff customers (small business) see their peak demand in kW for the billing period (max 30-minute average).
```ts
const kw = new Intl.NumberFormat('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
export const formatKw = (v: number) => `${kw.format(v)} kW`;
```
- `{{ bill.peakDemand | kw }}` -> `formatKw(bill.peakDemand)`.
- Always 2 decimals (fixed), unlike kWh. The demand charge line is `$/kW/day`, formatted with formatAUD on the rate times days.
- Keep `kw` and `kwh` separate; an early port merged them into `formatEnergy(v, unit)` and demand showed as "12.4 kW" instead of "12.40 kW" on bills (compliance wording check failed).
""", CP, "filter", "verified",
  applies_to={"vue": "^2.6"}, assets=["kw"],
  conditions="Peak demand values in kW.",
  source="PR #419 customer-portal", updated_at="2024-05-17")

E(39, "`dateAU` filter (moment-timezone) -> formatInTimeZone('Australia/Melbourne'); fixes SSR date hydration mismatch", r"""
## Context
`{{ bill.dueDate | dateAU }}` used `moment(v).tz('Australia/Melbourne').format('DD/MM/YYYY')`. The first React port used `new Date(v).toLocaleDateString('en-AU')`.

## Symptom
Due dates rendered on the server (UTC in ECS) and re-rendered in the browser (Melbourne) differed for ISO timestamps close to midnight:
```
Warning: Text content did not match. Server: "06/08/2024" Client: "07/08/2024"
Error: Text content does not match server-rendered HTML.
```
## Fix
```ts
import { formatInTimeZone } from 'date-fns-tz';
export const TZ = 'Australia/Melbourne';
export const formatDateAU = (iso: string) => formatInTimeZone(iso, TZ, 'dd/MM/yyyy');
export const formatDateTimeAU = (iso: string) => formatInTimeZone(iso, TZ, 'dd/MM/yyyy h:mm a');
```
Never format dates with the runtime's local zone. `suppressHydrationWarning` is not a fix: the server HTML would still show the wrong day to crawlers and no-JS email previews.
""", CP, "filter", "verified",
  applies_to={"date-fns-tz": "^3"}, assets=["dateAU"],
  conditions="Any date shown to customers, server or client rendered.",
  source="PR #424 customer-portal", updated_at="2024-05-22")

E(40, "过滤器链式调用 `{{ balance | currency | cr }}` 的迁移顺序", r"""
成都组：portal 里有些模板是链式过滤器，比如 `{{ account.balance | currency | cr }}`，`cr` 过滤器把 "-$12.40" 变成 "$12.40 CR"。

迁移时注意 Vue 过滤器是从左到右执行的，写成函数就是 `cr(currency(x))`，不是 `currency(cr(x))`。现在 `formatAUD` 已经内置了 CR 逻辑（`credit: true` 默认开启），所以直接写 `formatAUD(account.balance)`，不要再套一层 `cr`，否则会出现 "$12.40 CR CR"。

只有账单 PDF 里 "Amount owing" 那一行需要显示负号（`formatAUD(v, { credit: false })`）。
""", CP, "filter", "verified",
  applies_to={"vue": "^2.6"}, assets=["currency", "cr"],
  source="成都组笔记 / PR #416 review", updated_at="2024-05-16")

# ---------------------------------------------------------------------------
# customer-portal: directives
# ---------------------------------------------------------------------------
E(41, "`v-mask` (BSB, mobile) -> react-imask IMaskInput as MUI inputComponent", r"""
## Context
`v-mask="'###-###'"` on BSB and `v-mask="'#### ### ###'"` on mobile numbers (v-mask 2.x).

## Change
```tsx
import { IMaskInput } from 'react-imask';

type MaskProps = { onChange: (e: { target: { name: string; value: string } }) => void; name: string; mask: string };
export const MaskedInput = React.forwardRef<HTMLInputElement, MaskProps>(function MaskedInput(props, ref) {
  const { onChange, mask, ...other } = props;
  return (
    <IMaskInput {...other} mask={mask} inputRef={ref} overwrite
      onAccept={(value: string) => onChange({ target: { name: props.name, value } })} />
  );
});

<TextField label="BSB" {...field} InputProps={{ inputComponent: MaskedInput as any, inputProps: { mask: '000-000' } }} />
```
- v-mask `#` (digit) -> imask `0`.
- Submit the unmasked value via the zod transform, not `unmask` on the input (keeps what the user sees in RHF state, like vee-validate did).
""", CP, "directive", "verified",
  applies_to={"react-imask": "^7"}, assets=["v-mask"],
  conditions="Fixed-pattern identifiers: BSB, phone, postcode.",
  counter_conditions="Never for the card number (PAN)/expiry/CVV: those are inside the Westpac QuickStream trusted frame and we do not touch them. Not for money amounts (see v-currency).",
  source="PR #460 customer-portal", updated_at="2024-06-12")

E(42, "`v-currency` (vue-currency-input) -> react-number-format NumericFormat with MUI customInput", r"""
## Change
```tsx
import { NumericFormat } from 'react-number-format';
<Controller name="amount" control={control} render={({ field: { onChange, value, ref }, fieldState }) => (
  <NumericFormat customInput={TextField} getInputRef={ref} label="Amount"
    value={value ?? ''} prefix="$" thousandSeparator decimalScale={2} fixedDecimalScale allowNegative={false}
    onValueChange={(v) => onChange(v.floatValue)} error={!!fieldState.error} helperText={fieldState.error?.message} />
)} />
```
- `v-currency="{ currency: 'AUD', locale: 'en-AU', precision: 2 }"` -> `prefix="$" decimalScale={2} fixedDecimalScale`.
- Use `onValueChange` + `floatValue`, not `onChange` (that gives the formatted string).
""", CP, "directive", "verified",
  applies_to={"react-number-format": "^5"}, assets=["v-currency"],
  conditions="Money inputs (payment amount, direct debit limit).",
  counter_conditions="Not for identifiers made of digits (BSB, account number, NMI): thousand separators and decimals corrupt them; use a mask (v-mask note).",
  source="PR #458 customer-portal", updated_at="2024-06-11")

E(43, "`v-b-tooltip` -> MUI Tooltip; disabled buttons need a wrapper span", r"""
## Symptom
```
MUI: You are providing a disabled `button` child to the Tooltip component.
A disabled element does not fire events.
Tooltip needs to listen to the child element's events to display the title.
Add a simple wrapper element, such as a `span`.
```
on "Pay now" (disabled while a payment is processing) which had `v-b-tooltip.hover title="A payment is already processing"`.

## Fix
```tsx
<Tooltip title={processing ? 'A payment is already processing' : ''}>
  <span style={{ display: 'inline-block' }}>
    <Button disabled={processing}>Pay now</Button>
  </span>
</Tooltip>
```
- `v-b-tooltip.hover.top` -> `placement="top"`; `.html` -> pass a ReactNode title.
- Empty title string disables the tooltip (no need to conditionally render it).
""", CP, "directive", "verified",
  applies_to={"@mui/material": ">=5 <6"}, assets=["v-b-tooltip"],
  source="PR #449 customer-portal", updated_at="2024-06-18")

E(44, "`v-b-toggle` + b-collapse -> Collapse with local state [checklist]", r"""
Check items (only the plan details page ported so far):
- [ ] `v-b-toggle.tariff-details` + `<b-collapse id="tariff-details">` -> `const [open, setOpen] = useState(false)`, `<Button onClick={() => setOpen(o => !o)} aria-expanded={open} aria-controls="tariff-details">` and `<Collapse in={open} id="tariff-details">`.
- [ ] Accordion groups (`b-collapse accordion="faq"`) -> MUI `Accordion` with controlled `expanded` instead of hand-rolled collapses.
- [ ] `visible` prop bound from the URL hash (`#tariff-details` opens it) - no equivalent yet, decide per page.
""", CP, "directive", "candidate",
  applies_to={"@mui/material": ">=5 <6"}, assets=["v-b-toggle"],
  source="Porting notes, plan details page", updated_at="2024-06-26")

# ---------------------------------------------------------------------------
# customer-portal: plugins / build
# ---------------------------------------------------------------------------
E(45, "@nuxtjs/axios `$axios` plugin with refresh-token interceptor -> apiClient fetch wrapper (client side)", r"""
## Context
`plugins/axios.js` added `$axios.onError` that, on 401, called `/api/auth/refresh` once, queued concurrent requests, and retried them.

## Change
```ts
let refreshing: Promise<boolean> | null = null;
export async function api<T>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`/api/proxy${path}`, { ...init, credentials: 'include' });
  if (res.status === 401 && !init.headers?.['x-retried']) {
    refreshing ??= fetch('/api/auth/refresh', { method: 'POST', credentials: 'include' }).then((r) => r.ok).finally(() => { refreshing = null; });
    if (await refreshing) return api<T>(path, { ...init, headers: { ...init.headers, 'x-retried': '1' } });
    window.location.assign(`/login?returnTo=${encodeURIComponent(location.pathname)}`);
  }
  if (!res.ok) throw new ApiError(res.status, await res.text());
  return res.json();
}
```
- One shared `refreshing` promise = the old request queue.
- `$axios.$get` -> `api<T>(path)`; `$axios.setHeader('X-Account', id)` -> pass headers per call.
""", CP, "plugin", "verified",
  applies_to={"next": ">=14 <15"}, assets=["$axios"],
  conditions="Browser-side API calls from client components and TanStack Query queryFns.",
  counter_conditions="Client side only. Server components and route handlers cannot refresh the browser session; they forward the cp_session cookie explicitly (see the nuxtServerInit note).",
  source="PR #425 customer-portal", updated_at="2024-05-22")

E(46, "publicRuntimeConfig -> NEXT_PUBLIC_* vs runtime config for a build-once image", r"""
## Context
Nuxt `publicRuntimeConfig` (API base URL, LaunchDarkly client id, QuickStream publishable key) was read at runtime, so one Docker image ran in SIT, UAT and prod.

## Change
`NEXT_PUBLIC_*` variables are inlined at build time, which would force one image per environment. We keep one image:
```tsx
// app/layout.tsx (server)
const publicConfig = { apiBase: process.env.API_BASE!, ldClientId: process.env.LD_CLIENT_ID!, qsKey: process.env.QS_PUBLISHABLE_KEY! };
<PublicConfigProvider value={publicConfig}>{children}</PublicConfigProvider>
```
`usePublicConfig()` in client components. Only truly build-time constants (`NEXT_PUBLIC_APP_VERSION`) use NEXT_PUBLIC_.
- Mark the layout dynamic or the values are frozen at build into static pages: `export const dynamic = 'force-dynamic'` on the root layout was too broad; we read `process.env` inside a function called per request (`unstable_noStore()`).
""", CP, "build", "verified",
  applies_to={"next": ">=14 <15"}, assets=["publicRuntimeConfig"],
  source="PR #423 customer-portal", updated_at="2024-05-21")

E(47, "@nuxtjs/sentry -> @sentry/nextjs 8 (instrumentation.ts, global-error.tsx)", r"""
## Change
- `sentry.client.config.ts` with `Sentry.init({ dsn, tracesSampleRate: 0.1, replaysOnErrorSampleRate: 1.0, integrations: [Sentry.replayIntegration({ maskAllText: true })] })`. `maskAllText` is mandatory (customer PII on screen).
- Server/edge init moved to `instrumentation.ts`:
```ts
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') await import('./sentry.server.config');
  if (process.env.NEXT_RUNTIME === 'edge') await import('./sentry.edge.config');
}
```
  and `experimental: { instrumentationHook: true }` in next.config (required on Next 14).
- `app/global-error.tsx` calls `Sentry.captureException(error)` in a `useEffect`.
- `next.config.mjs` wrapped with `withSentryConfig(nextConfig, { org: 'copperleaf', project: 'customer-portal', hideSourceMaps: true })`.
- Nuxt's `$sentry.setUser` -> `Sentry.setUser({ id: customerId })` in the account layout's client hydrator (never email).
""", CP, "build", "verified",
  applies_to={"next": ">=14 <15", "@sentry/nextjs": "^8"}, assets=["@nuxtjs/sentry"],
  source="PR #437 customer-portal", updated_at="2024-05-31")

E(48, "@nuxtjs/gtm -> @next/third-parties GoogleTagManager + sendGTMEvent", r"""
```tsx
import { GoogleTagManager } from '@next/third-parties/google';
<html lang="en-AU"><GoogleTagManager gtmId="GTM-KX7Q2ZP" /><body>{children}</body></html>
```
- `this.$gtm.push({ event: 'payment_complete', value })` -> `sendGTMEvent({ event: 'payment_complete', value })`.
- Page views: GTM's History Change trigger picks up App Router navigations; the Nuxt router hook that pushed `nuxtRoute` events was removed (analytics team updated the trigger).
""", CP, "plugin", "verified",
  applies_to={"next": ">=14.1 <15"}, assets=["@nuxtjs/gtm"],
  source="PR #441 customer-portal", updated_at="2024-06-05")

E(49, "[superseded] next-transpile-modules on the bridge branch", r"""
The bridge branch first used `next-transpile-modules` to compile the shared `@copperleaf/ui-tokens` package. Next 13 has `transpilePackages` built in; next-transpile-modules is unmaintained and broke `next build` on 13.5 ("Cannot find module 'next/dist/build/webpack/config/blocks/css/loaders'"). Replaced with `transpilePackages: ['@copperleaf/ui-tokens']`.
""", CP, "build", "deprecated", branches=HOTFIX,
  counter_conditions="Superseded by next.config transpilePackages.",
  source="PR #389 (reverted)", updated_at="2024-04-10")

# ---------------------------------------------------------------------------
# customer-portal: usage charts and the DST incident
# ---------------------------------------------------------------------------
E(50, "Post-mortem INC-2024-038: time-of-use usage chart wrong on the DST change day (7 April 2024)", r"""
# Post-mortem INC-2024-038: usage chart showed shifted peak window and 50 bars on 7 April

Severity: SEV-3. Detected: 2024-04-08 09:10 AEST (customer complaints via social). Resolved: 2024-04-11. Author: Tom W. Contributors: Li Na, Zhou Yang (Chengdu pod).

## Summary
On the day daylight saving ended in Victoria (Sunday 7 April 2024, clocks went back from 3:00 AEDT to 2:00 AEST), the new React usage page showed 50 half-hour bars instead of 48, the shaded "peak" window (3pm-9pm on the Time of Use tariff) was drawn one hour late, and the first page load threw React hydration error #418 in production. Some customers read it as being billed at peak rates for off-peak usage. Bills themselves were correct: billing does not use the portal's bucketing.

## Impact
- ~2,300 customers viewed the usage page for that date in the three days.
- 37 complaints; 4 escalated to the Energy and Water Ombudsman Victoria (closed, no finding against us).
- Minified React error #418 ("Hydration failed because the initial UI does not match what was rendered on the server") in Sentry, 11k events.

## Timeline (AEST)
- 2024-04-07 00:00 - 23:59 The affected day.
- 2024-04-08 09:10 Social team posts screenshots in #portal.
- 2024-04-08 10:30 Reproduced in UAT with seeded interval data.
- 2024-04-09 16:00 First fix (render the chart client-only) deployed; hydration error gone, bars still wrong.
- 2024-04-11 11:00 Proper fix (PR #372) deployed.

## How the chart worked
`UsageChart` (React port of the Vue `UsageChart` component, recharts `BarChart`) gets the interval series for a day from `/usage/intervals?nmi=...&date=2024-04-07` and buckets it into 48 half-hour bars keyed by local clock time:
```ts
// before
const start = startOfDay(new Date(date));          // runtime local zone
const buckets = Array.from({ length: 48 }, (_, i) => addMinutes(start, i * 30));
const bars = buckets.map((b) => ({ t: format(b, 'h:mm a'), kwh: sumIntervalsAt(series, b) }));
```
The server component rendered this in UTC (ECS tasks run with TZ=UTC) and the browser rendered it again in Australia/Melbourne, so every label and bucket boundary differed: that is the #418. Rendering client-only hid the error but not the real bug.

## Root cause
Two wrong assumptions.

1. "A day has 48 half-hours." On 7 April 2024 in Melbourne, 2:00-3:00 happens twice, so the local day is 25 hours long and has 50 half-hour intervals. On 6 October 2024 (DST start) the day is 23 hours, 46 intervals. `Array.from({ length: 48 })` silently dropped or shifted an hour of data depending on the render zone.

2. "Interval timestamps are local time." The meter data we receive is NEM12 from the metering data providers. NEM12 interval data is always in market time: AEST, UTC+10, with no daylight saving, all year, in every NEM region. The interval API passes the NEM12 interval date plus interval number straight through as a naive timestamp (`2024-04-07T15:00:00`, no offset). The old Vue chart had the same bug but it was masked by moment-timezone's `tz()` call being applied twice (once in the filter, once in the chart), which happened to cancel out during AEDT.

## Fix (PR #372)
Convert every interval from market time to an absolute instant first, then bucket by Melbourne local time, and derive the number of bars from the day's real length:
```ts
import { fromZonedTime, toZonedTime, formatInTimeZone } from 'date-fns-tz';

const MARKET_TZ = '+10:00';            // NEM market time: fixed UTC+10, never DST
const LOCAL_TZ = 'Australia/Melbourne';

export function toInstant(naiveMarketTs: string): Date {
  // '2024-04-07T15:00:00' in market time -> absolute Date
  return fromZonedTime(naiveMarketTs, MARKET_TZ);
}

export function localDayBuckets(date: string): Date[] {
  const start = fromZonedTime(`${date}T00:00:00`, LOCAL_TZ);
  const end = fromZonedTime(`${nextDay(date)}T00:00:00`, LOCAL_TZ);
  const n = (end.getTime() - start.getTime()) / (30 * 60_000); // 46, 48 or 50
  return Array.from({ length: n }, (_, i) => new Date(start.getTime() + i * 30 * 60_000));
}

const bars = localDayBuckets(date).map((b) => ({
  t: formatInTimeZone(b, LOCAL_TZ, 'h:mm a'),   // '2:00 am' appears twice on 7 April
  key: b.toISOString(),
  kwh: sumIntervalsAt(series.map((p) => ({ ...p, at: toInstant(p.ts) })), b),
}));
```
- We used the fixed offset string `'+10:00'` rather than 'Australia/Brisbane' for market time: it says what it means and does not depend on Queensland never adopting DST.
- Bars are keyed by ISO instant (`key`), not by label, because the label '2:00 am' repeats on 7 April. recharts' `XAxis dataKey="key"` with `tickFormatter` that looks up the label; otherwise recharts merges the duplicate categories.
- The peak window `ReferenceArea` is computed from the tariff's local-time definition (3pm-9pm Melbourne time) via `fromZonedTime`, not by adding hours to midnight.
- Both server and client now compute the same instants and labels, so the hydration error is gone without client-only rendering.

## What went well
The Chengdu pod had a NEM12 test fixture generator and produced DST-day fixtures for both transitions within a day.

## What did not go well
No test data for DST days. The old Vue component's behaviour was copied as the spec, including its bug.

## Action items
- AI-1 Add 2024-04-07 and 2024-10-06 fixtures to the usage chart tests (Li Na, done).
- AI-2 Lint rule banning `startOfDay`/`format` from date-fns in `src/features/usage` (must use the tz helpers) (Zhou Yang, done).
- AI-3 Document "NEM12 = market time UTC+10" in the interval API's OpenAPI description (Tom, done).
- AI-4 Check the solar feed-in chart for the same bug (Tom, done: same fix applied in PR #375).
""", CP, "component", "verified", branches=["main", "release/*"],
  applies_to={"recharts": "^2.12", "date-fns-tz": "^3"}, assets=["UsageChart"],
  conditions="Any chart or table that buckets interval (NEM12) data by local time.",
  source="Confluence PORTAL/Post-mortems/INC-2024-038, PR #372", updated_at="2024-04-15")

E(51, "UsageChart: vue-chartjs Bar -> recharts BarChart (PR #366)", r"""
## Context
`UsageChart.vue` used vue-chartjs 3 `<Bar :chart-data="data" :options="opts">` with a custom plugin for the peak/shoulder/off-peak background.

## Change
```tsx
'use client';
<ResponsiveContainer width="100%" height={320}>
  <BarChart data={bars} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
    <ReferenceArea x1={peak.startKey} x2={peak.endKey} fill="#f2a900" fillOpacity={0.12} label="Peak" />
    <XAxis dataKey="key" tickFormatter={(k) => labelByKey[k]} interval={5} />
    <YAxis unit=" kWh" width={72} />
    <Tooltip formatter={(v: number) => formatKwh(v)} labelFormatter={(k) => labelByKey[k]} />
    <Bar dataKey="kwh" fill="#00594f" isAnimationActive={false} />
  </BarChart>
</ResponsiveContainer>
```
- chart.js background plugin -> `ReferenceArea`.
- `isAnimationActive={false}`: animation on 48-50 bars janked low-end Android.
- recharts needs a client component; the page passes precomputed `bars` from the server (see INC-2024-038 for bucketing).
""", CP, "component", "verified", branches=MAIN_LIKE,
  applies_to={"recharts": "^2.12"}, assets=["UsageChart"],
  conditions="Full-size usage charts (daily/billing-period views).",
  counter_conditions="Not for the small inline sparkline (UsageChartMini, under ~120px): recharts' ResponsiveContainer overhead and axis logic are overkill there; see the UsageChartMini note.",
  source="PR #366 customer-portal", updated_at="2024-04-05")

E(52, "UsageChartMini (dashboard sparkline) -> MUI X Charts SparkLineChart", r"""
```tsx
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
<SparkLineChart data={last30Days.map((d) => d.kwh)} height={48} width={120} plotType="bar"
  showTooltip showHighlight valueFormatter={(v) => formatKwh(v ?? 0)} colors={['#00594f']} />
```
- Replaces `UsageChartMini.vue` (a hand-drawn SVG polyline with a tooltip mixin).
- No axes, no ReferenceArea; 30 daily values only, so DST bucketing is not an issue (daily totals come precomputed from the API).
""", CP, "component", "verified", branches=MAIN_LIKE,
  applies_to={"@mui/x-charts": "^7"}, assets=["UsageChartMini"],
  source="PR #468 customer-portal", updated_at="2024-06-28")

E(53, "Post-mortem INC-2024-031: duplicate card payments from the React PaymentForm", r"""
# Post-mortem INC-2024-031: duplicate card payments after the PaymentForm migration

Severity: SEV-2 (financial). Window: 2024-06-12 08:00 - 2024-06-13 14:20 AEST. Author: Mel K. (payments). Contributors: Priya N., Wang Lei (Chengdu pod), Westpac QuickStream support.

## Summary
In the first 30 hours after `ff_react_payments` was rolled to 50% of customers, 63 customers were charged twice (one customer three times) for a one-off card payment. Total duplicated value $14,812.55. All duplicates were refunded by 2024-06-14 and each customer got a call and a $20 credit. The Nuxt PaymentForm never produced duplicates in 2023-24.

## Impact
63 customers double-charged; 9 with a dishonour fee from their own bank because the duplicate overdrew the account (we reimbursed). Two formal complaints.

## Timeline (AEST)
- 06-12 08:00 Flag to 50%.
- 06-12 17:40 Reconciliation job flags 11 pairs of identical payments within 90 seconds.
- 06-13 09:15 Payments on-call opens INC; flag dropped to 0% at 09:22.
- 06-13 14:20 Root cause confirmed, fix in review.
- 06-17 Fix (PR #503) released, flag back to 10%, then 100% on 06-24 after a clean week.

## Background
The payment flow: the QuickStream trusted frame tokenises the card and gives us a single-use token; PaymentForm posts `{ amount, token, accountId }` to our `POST /payments`, which calls QuickStream `POST /transactions`. Our API supports an `Idempotency-Key` request header and passes it on to QuickStream, which de-duplicates within 24 hours.

## What we found
We looked at three suspects. The first two were ruled out.

1. React StrictMode double effects. Dev builds mount, unmount and remount, so effects run twice. Nothing in the submit path runs in an effect, and StrictMode does not double-invoke in production builds. Ruled out.

2. Network retries in the api client. The fetch wrapper retries only GETs. Ruled out.

3. Double submission from the form itself. Confirmed, with two contributing causes.

### Cause A: Enter key while the button was "loading"
The submit button is MUI `LoadingButton` with `loading={formState.isSubmitting}`. Its disabled state only blocks clicks. Pressing Enter in the amount field submits the `<form>` natively, and `handleSubmit` runs again. `formState.isSubmitting` is set by react-hook-form asynchronously after the first `handleSubmit` starts, so a fast second Enter (or a double tap on mobile, where the keyboard "Go" key also submits) got past our `if (formState.isSubmitting) return` guard.

### Cause B: the idempotency key was generated per submit
```ts
// before
const onSubmit = async (values) => {
  await api('/payments', { method: 'POST', headers: { 'Idempotency-Key': crypto.randomUUID() }, body: JSON.stringify(values) });
};
```
A fresh key per call means the server cannot tell the second request is the same payment. In the Nuxt version the key was created in `data()` when the page mounted, so double submits were de-duplicated by QuickStream without anyone knowing. The port "simplified" it.

Also, when the first request took longer than our 20-second client timeout (QuickStream p99 was ~24 s that week), the UI showed "Something went wrong, try again", and customers did, with a new key.

## Fix (PR #503)
1. The Idempotency-Key is generated once per form mount, kept in a ref, and only regenerated after a terminal outcome (payment succeeded, or the gateway returned a definitive decline). Timeouts and network errors keep the same key, so a retry is safe.
```ts
const idemKey = useRef<string>(crypto.randomUUID());
const submitting = useRef(false);

const onSubmit = handleSubmit(async (values) => {
  if (submitting.current) return;          // synchronous guard, set before any await
  submitting.current = true;
  try {
    const res = await api<PaymentResult>('/payments', {
      method: 'POST',
      headers: { 'Idempotency-Key': idemKey.current },
      body: JSON.stringify({ ...values, token: await frame.getToken() }),
    });
    idemKey.current = crypto.randomUUID();  // terminal: success
    router.push(`/account/payments/${res.id}/receipt`);
  } catch (e) {
    if (e instanceof ApiError && e.status === 402) idemKey.current = crypto.randomUUID(); // terminal: declined
    throw e;                                   // timeout / 5xx keep the key
  } finally {
    submitting.current = false;
  }
});
```
2. The synchronous `submitting` ref replaces the `formState.isSubmitting` check as the re-entry guard (refs update immediately, form state does not).
3. The client timeout was raised to 45 s for `/payments` and the timeout message now says "Your payment may still be processing. Check your payment history before trying again."
4. The server rejects a second payment for the same account and amount within 2 minutes unless the request carries `X-Confirm-Duplicate: true` (the UI asks "You paid $X two minutes ago. Pay again?").

## Why the tests missed it
Playwright tests click the button; none press Enter or double tap. Unit tests mocked `api` and did not assert on headers.

## Action items
- AI-1 Playwright: double Enter, double tap (mobile emulation), slow gateway (route delay 30 s) (Wang Lei, done).
- AI-2 Contract test asserting the same Idempotency-Key across retries (Priya, done).
- AI-3 Checklist item for every migrated form that mutates money: idempotency key lifecycle must match the Vue version (Mel, done - added to the PR template).
- AI-4 Reconciliation job alerts in 15 minutes instead of daily (payments platform, done).
""", CP, "component", "verified", branches=["main", "release/*"],
  applies_to={"react-hook-form": "^7.45"}, assets=["PaymentForm"],
  conditions="Any migrated form that creates payments or other money movements.",
  source="Confluence PAYMENTS/Post-mortems/INC-2024-031, PR #503", updated_at="2024-06-26")

E(54, "hotfix/nuxt-bridge: MUI 4 SSR styles in the pages router (ServerStyleSheets in _document)", r"""
## Context
On the bridge branch, pages rendered without styles for ~300 ms (JSS only injected on the client), and class names mismatched on hydration ("Prop `className` did not match. Server: \"MuiButton-root makeStyles-pay-3\" Client: \"MuiButton-root makeStyles-pay-7\"").

## Change
```tsx
// pages/_document.tsx
import { ServerStyleSheets } from '@material-ui/core/styles';
MyDocument.getInitialProps = async (ctx) => {
  const sheets = new ServerStyleSheets();
  const originalRenderPage = ctx.renderPage;
  ctx.renderPage = () => originalRenderPage({ enhanceApp: (App) => (props) => sheets.collect(<App {...props} />) });
  const initialProps = await Document.getInitialProps(ctx);
  return { ...initialProps, styles: [...React.Children.toArray(initialProps.styles), sheets.getStyleElement()] };
};

// pages/_app.tsx
useEffect(() => { document.querySelector('#jss-server-side')?.remove(); }, []);
```
Wrap the app in `<StylesProvider injectFirst>` so our overrides beat the BootstrapVue CSS that the bridge still loads for Nuxt-rendered fragments.
""", CP, "style", "verified", branches=HOTFIX,
  applies_to={"@material-ui/core": "^4.12", "next": "^13"}, assets=["ThemeProvider"],
  conditions="Bridge branch only (pages router + MUI 4).",
  counter_conditions="Not for main (App Router + MUI 5 uses AppRouterCacheProvider).",
  source="PR #392 customer-portal (hotfix/nuxt-bridge)", updated_at="2024-04-15")

E(55, "hotfix/nuxt-bridge: unmigrated routes proxied to Nuxt with next.config fallback rewrites", r"""
## Context
On the bridge branch the Next 13 app sits in front; any path it does not have must still be served by the Nuxt app.

## Change
```js
// next.config.js
async rewrites() {
  return {
    beforeFiles: [],
    afterFiles: [],
    fallback: [{ source: '/:path*', destination: `${process.env.NUXT_LEGACY_ORIGIN}/:path*` }],
  };
}
```
- `fallback` runs only after Next's pages and public files were checked, so migrated pages win.
- Nuxt's `/_nuxt/*` assets also go through the fallback; set `NUXT_LEGACY_ORIGIN` to the internal ALB, not the public domain, or you get a loop via CloudFront.
- Cookies pass through the rewrite unchanged.

## Risk
Extra hop for every Nuxt page (~15 ms p50).
""", CP, "build", "verified", branches=HOTFIX,
  applies_to={"next": "^13"}, assets=["next.config.js"],
  conditions="Bridge branch only.",
  counter_conditions="Not how main works: main uses CloudFront path behaviours.",
  source="PR #386 customer-portal (hotfix/nuxt-bridge)", updated_at="2024-04-08")

E(56, "main: strangler-fig cutover with CloudFront path behaviours + LaunchDarkly per-route flags", r"""
## Context
On main, Next and Nuxt are two ECS services behind one CloudFront distribution.

## Change
- Default behaviour `*` -> Nuxt origin.
- One behaviour per migrated prefix, e.g. `/account/*`, `/bills/*`, `/_next/*` -> Next origin. CloudFront evaluates behaviours by precedence order, so more specific prefixes go first.
- Per-route rollout: the Next middleware checks the LaunchDarkly flag for the route (`ff_react_dashboard`, `ff_react_payments`, ...) and, when off, `NextResponse.rewrite()`s to the Nuxt internal origin. That gives percentage rollouts without touching CloudFront.
- Nuxt links to migrated pages are plain `<a href>` (full page load) - no `<nuxt-link>` across apps.

## Risk
Session cookies must be shared across both apps (see INC-2024-044).

## Rollback
Flag off (instant) or remove the behaviour (~5 min CloudFront propagation).
""", CP, "build", "verified", branches=["main", "release/*"],
  assets=["cloudfront"],
  conditions="main and release branches deployed to SIT/UAT/prod.",
  counter_conditions="Feature-branch preview deploys (feat/*) have no CloudFront in front; they only serve the Next app.",
  source="ADR-008, PR #411", updated_at="2024-05-13")

# ---------------------------------------------------------------------------
# field-ops: Pinia -> Redux Toolkit
# ---------------------------------------------------------------------------
E(57, "useMeterReadStore (Pinia) -> meterReadsSlice with createEntityAdapter (PR FO-212)", r"""
## Context
`stores/meterRead.ts` (`defineStore('meterRead', ...)`, options style) keeps the reads captured on the current job: `reads: MeterRead[]`, getters `readsForJob(jobId)`, `pendingCount`, actions `captureRead`, `editRead`, `discardRead`.

## Change
```ts
const readsAdapter = createEntityAdapter<MeterRead, string>({
  selectId: (r) => r.clientReadId,
  sortComparer: (a, b) => a.capturedAt.localeCompare(b.capturedAt),
});

export const meterReadsSlice = createSlice({
  name: 'meterReads',
  initialState: readsAdapter.getInitialState(),
  reducers: {
    readCaptured: readsAdapter.addOne,
    readEdited: readsAdapter.updateOne,
    readDiscarded: readsAdapter.removeOne,
  },
  selectors: {
    selectPendingCount: (s) => Object.values(s.entities).filter((r) => r.syncState !== 'synced').length,
  },
});

export const readsSelectors = readsAdapter.getSelectors((s: RootState) => s.meterReads);
export const selectReadsForJob = createSelector(
  [readsSelectors.selectAll, (_: RootState, jobId: string) => jobId],
  (reads, jobId) => reads.filter((r) => r.jobId === jobId),
);
```
- Entity id is `clientReadId` (UUID made on the device at capture), never the server id: reads exist before they are synced.
- Getter with an argument (`readsForJob(jobId)`) -> parameterised `createSelector`.
- Actions that call the API are not in the slice: sync is done by the offline queue listener.

## Risk
`selectors` on createSlice is RTK 2 only.

## Rollback
Screen-level flag `fo.react.capture`.
""", FO, "store", "verified",
  applies_to={"pinia": "^2.1", "@reduxjs/toolkit": "^2"}, assets=["useMeterReadStore"],
  conditions="Reads captured on device in field-ops.",
  counter_conditions="Not for useMeterRouteStore (the day's run sheet), which is server data.",
  source="PR FO-212 field-ops", updated_at="2024-06-17")

E(58, "useMeterRouteStore (run sheet) -> RTK Query runSheetApi instead of a thunk", r"""
## Context
`stores/meterRoute.ts` fetched the reader's run sheet (ordered list of meter sites for the day) in `loadRunSheet(date)`, and tracked `loading`, `error`, `lastFetchedAt` by hand, with a manual 10-minute cache.

## Change
```ts
export const runSheetApi = createApi({
  reducerPath: 'runSheetApi',
  baseQuery: fetchBaseQuery({ baseUrl: '/api/v2', prepareHeaders: withAuth }),
  tagTypes: ['RunSheet'],
  endpoints: (b) => ({
    getRunSheet: b.query<RunSheet, string>({
      query: (date) => `run-sheets/${date}`,
      providesTags: (_r, _e, date) => [{ type: 'RunSheet', id: date }],
      keepUnusedDataFor: 600,
    }),
    skipSite: b.mutation<void, { date: string; siteId: string; reason: SkipReason }>({
      query: ({ date, siteId, reason }) => ({ url: `run-sheets/${date}/sites/${siteId}/skip`, method: 'POST', body: { reason } }),
      invalidatesTags: (_r, _e, { date }) => [{ type: 'RunSheet', id: date }],
    }),
  }),
});
```
- We chose RTK Query over `createAsyncThunk` because the run sheet is pure server state (caching, refetch on reconnect via `setupListeners(store.dispatch)`).
- The run sheet is also persisted for offline use (see redux-persist note), but only the RTK Query cache for the current date.
""", FO, "store", "verified",
  applies_to={"@reduxjs/toolkit": "^2"}, assets=["useMeterRouteStore"],
  conditions="Server-owned data in field-ops (run sheets, site details).",
  counter_conditions="Not for device-captured reads (useMeterReadStore).",
  source="PR FO-205 field-ops", updated_at="2024-06-10")

E(59, "RTK 2 errors: extraReducers object notation removed, `middleware` field must be a callback", r"""
## Symptom
After moving to @reduxjs/toolkit 2.x:
```
Error: The object notation for `createSlice.extraReducers` has been removed. Please use the 'builder callback' notation instead: https://redux-toolkit.js.org/api/createSlice
```
and from configureStore:
```
Error: `middleware` field must be a callback
```
## Fix
```ts
// before (RTK 1.x object notation)
extraReducers: { [logout.type]: () => initialState, [fetchJobs.fulfilled.type]: (s, a) => { ... } }

// after
extraReducers: (builder) => {
  builder
    .addCase(logout, () => initialState)
    .addCase(fetchJobs.fulfilled, (s, a) => { s.items = a.payload; })
    .addMatcher(isAnyOf(fetchJobs.rejected, fetchSites.rejected), (s, a) => { s.error = a.error.message ?? null; });
}
```
```ts
configureStore({
  reducer,
  middleware: (getDefault) => getDefault().concat(runSheetApi.middleware, listener.middleware),
});
```
- `createReducer(initial, { ... })` object form is gone too: use the builder.
- `getDefaultMiddleware` as a standalone import is removed; use the callback argument.
""", "*", "store", "verified",
  applies_to={"@reduxjs/toolkit": ">=2 <3"},
  conditions="Any Redux Toolkit 2 store.",
  counter_conditions="On RTK 1.9 the object notation still works (with a deprecation warning).",
  source="PR FO-198 field-ops", updated_at="2024-05-30")

E(60, "spike/rtk1-compat: Redux Toolkit 1.9 patterns (object notation deprecated but allowed, middleware arrays accepted)", r"""
## Context
The `spike/rtk1-compat` branch keeps RTK 1.9.7 + react-redux 8 to test the Samsung Knox kiosk build (old Chromium 83 webview; RTK 2 ships ES2020 syntax that webview cannot parse without extra transpiling).

## Notes
- `extraReducers` object notation still works in 1.9 but logs "The object notation for `createSlice.extraReducers` is deprecated, and will be removed in RTK 2.0". Write the builder form anyway so the code moves to main unchanged.
- `configureStore({ middleware: [...] })` array form is accepted in 1.9 (it replaces the defaults entirely - you lose thunk and the serializable check). Use `middleware: (gDM) => gDM().concat(...)` for parity with main.
- `createSlice({ selectors })` does not exist in 1.9: keep selectors as standalone functions.
- `createEntityAdapter<MeterRead>()` takes one generic in 1.9 (RTK 2 adds the id type parameter).
""", FO, "store", "verified",
  applies_to={"@reduxjs/toolkit": "^1.9"},
  conditions="Only where RTK 1.9 is installed (spike/rtk1-compat).",
  counter_conditions="Not for RTK 2 (main).",
  source="Spike notes FO-230", updated_at="2024-07-08")

E(61, "redux-persist with RTK: 'A non-serializable value was detected in an action, in the path: `register`'", r"""
## Symptom
On startup, with `persistReducer` around the root reducer:
```
A non-serializable value was detected in an action, in the path: `register`. Value: [Function register]
Take a look at the logic that dispatched this action: {type: 'persist/PERSIST', register: f, rehydrate: f}
```
## Fix
```ts
import { FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER } from 'redux-persist';

export const store = configureStore({
  reducer: persistedReducer,
  middleware: (getDefault) =>
    getDefault({ serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] } })
      .concat(runSheetApi.middleware),
});
export const persistor = persistStore(store);
```
- Do not turn `serializableCheck` off entirely: it catches real bugs (we had a `Date` in a read's `capturedAt`; store ISO strings).
- Persist only what offline needs: `whitelist: ['meterReads', 'offlineQueue', runSheetApi.reducerPath]`.
""", "*", "store", "verified",
  applies_to={"@reduxjs/toolkit": ">=1.9", "redux-persist": "^6"},
  conditions="RTK store wrapped with redux-persist.",
  source="PR FO-201 field-ops", updated_at="2024-06-03")

E(62, "Pinia $subscribe (drafts mirrored to IndexedDB) -> createListenerMiddleware", r"""
## Context
`meterReadStore.$subscribe((mutation, state) => saveDrafts(state.reads), { detached: true })` mirrored every change to IndexedDB (Dexie) so a crash did not lose reads.

## Change
```ts
export const listener = createListenerMiddleware();
listener.startListening({
  matcher: isAnyOf(readCaptured, readEdited, readDiscarded),
  effect: async (_action, api) => {
    api.cancelActiveListeners();
    await api.delay(250);                      // debounce like the old throttle
    const reads = readsSelectors.selectAll(api.getState() as RootState);
    await db.transaction('rw', db.reads, async () => { await db.reads.bulkPut(reads); });
  },
});
```
- `$subscribe` fires on every mutation of the store; the listener fires only on the actions you match, so list them explicitly.
- `{ detached: true }` (survive component unmount) is the default for middleware: it lives as long as the store.
""", FO, "store", "verified",
  applies_to={"pinia": "^2", "@reduxjs/toolkit": ">=1.9"}, assets=["useMeterReadStore"],
  source="PR FO-214 field-ops", updated_at="2024-06-18")

E(63, "storeToRefs -> useSelector; 'Selector unknown returned a different result when called with the same parameters'", r"""
## Symptom
In dev, react-redux 9 logs for JobCard:
```
Selector unknown returned a different result when called with the same parameters. This can lead to unnecessary rerenders.
Selectors that return a new reference (such as an object or an array) should be memoized: https://redux.js.org/usage/deriving-data-selectors#optimizing-selectors-with-memoization
```
Cause: the port of `const { reads, pendingCount } = storeToRefs(store)` became
```ts
const { reads, pendingCount } = useSelector((s) => ({ reads: s.meterReads.ids, pendingCount: selectPendingCount(s) }));
```
which returns a new object every call ("unknown" because the selector is anonymous).

## Fix
- One `useSelector` per value: `const ids = useSelector(readsSelectors.selectIds); const pending = useSelector(selectPendingCount);`
- Or, if you really want an object, `useSelector(fn, shallowEqual)`.
- Derived arrays go through `createSelector` (memoized), never `.filter()` inline in `useSelector`.
- Typed hooks: `export const useAppSelector = useSelector.withTypes<RootState>()` (react-redux 9.1).
""", FO, "store", "verified",
  applies_to={"react-redux": ">=8.1 <10"}, assets=["storeToRefs"],
  source="PR FO-216 field-ops", updated_at="2024-06-19")

E(64, "Pinia getters with arguments -> selector factories per component [checklist]", r"""
Check items while porting getters like `sitesByStreet(street)`, `readsForJob(jobId)`:
- [ ] A shared `createSelector` with an argument caches only the last argument (cache size 1 in Reselect 4; RTK 2 ships Reselect 5 with `weakMapMemoize`, which caches per argument). Verify per screen whether two lists with different args render at once.
- [ ] If on Reselect 4 behaviour: create a selector per component instance: `const selectForJob = useMemo(() => makeSelectReadsForJob(), [])`.
- [ ] Getters returning primitives (counts, booleans) need no memoization.
""", FO, "store", "candidate",
  applies_to={"@reduxjs/toolkit": ">=1.9"}, assets=["useMeterReadStore"],
  source="Review notes FO-212", updated_at="2024-06-20")

E(65, "[superseded] field-ops Pinia -> zustand", r"""
First field-ops plan (Feb 2024) mirrored Pinia stores 1:1 into zustand. Dropped in favour of Redux Toolkit (ADR-FO-003) because the offline queue needed middleware-level action logging for support (replaying a reader's day from the persisted action log) and RTK Query covered the run sheet caching. Do not use for field-ops.
""", FO, "store", "deprecated",
  counter_conditions="Superseded by Redux Toolkit (ADR-FO-003).",
  source="ADR-FO-003", updated_at="2024-03-05")

E(66, "Pinia `$reset()` -> 每个 slice 监听 logout 自己重置", r"""
成都组笔记：

Pinia 里退出登录时是 `useMeterReadStore().$reset(); useMeterRouteStore().$reset(); ...` 一个个调。RTK 没有 `$reset`，我们的做法：

1. 定义一个全局 action：`export const loggedOut = createAction('auth/loggedOut')`。
2. 每个 slice 的 extraReducers 里加 `builder.addCase(loggedOut, () => initialState)`（entity adapter 的 slice 用 `readsAdapter.getInitialState()`）。
3. RTK Query 的缓存用 `dispatch(runSheetApi.util.resetApiState())`。
4. redux-persist 要 `persistor.purge()`，否则下一个登录的抄表员会看到上一个人的离线数据（共享平板！）。

不要在 root reducer 里写 `if (action.type === 'auth/loggedOut') state = undefined` 这种写法，和 redux-persist 一起用会把 `_persist` 也清掉，导致下次不再持久化。
""", FO, "store", "verified",
  applies_to={"@reduxjs/toolkit": "^2"}, assets=["$reset"],
  conditions="退出登录 / 切换抄表员时清空所有状态。",
  source="成都组笔记 / PR FO-219", updated_at="2024-06-24")

# ---------------------------------------------------------------------------
# field-ops: Quasar components and directives
# ---------------------------------------------------------------------------
E(67, "MeterJobsTable: QTable (server pagination, virtual-scroll) -> MUI X DataGrid v7", r"""
## Context
`MeterJobsTable.vue` is a `<q-table>` with `v-model:pagination="pagination"`, `@request="onRequest"` (server-side), `virtual-scroll` on tablets, `:rows-per-page-options="[25, 50]"` and a `body-cell-status` slot with a `QBadge`.

## Change
```tsx
<DataGrid
  rows={data?.items ?? []} rowCount={data?.total ?? 0} getRowId={(r) => r.jobId}
  columns={columns} loading={isFetching}
  paginationMode="server" paginationModel={paginationModel} onPaginationModelChange={setPaginationModel}
  pageSizeOptions={[25, 50]}
  density="compact" disableColumnMenu
/>
```
- Quasar `pagination` `{ page (1-based), rowsPerPage, sortBy, descending }` -> `paginationModel { page (0-based), pageSize }` + `sortModel`.
- `@request` handler -> the RTK Query hook arguments (`useGetJobsQuery({ page: paginationModel.page + 1, size, sort })`).
- `body-cell-status` slot -> column `renderCell: ({ value }) => <Chip size="small" color={statusColor[value]} label={value} />`.
- DataGrid virtualises rows by default; no `virtual-scroll` equivalent needed.
- Define `columns` outside the component (or `useMemo`), otherwise the grid resets column state every render.
""", FO, "component", "verified",
  applies_to={"quasar": "^2.12", "@mui/x-data-grid": "^7"}, assets=["MeterJobsTable"],
  conditions="Job lists on tablet and desktop (supervisor view).",
  source="PR FO-220 field-ops", updated_at="2024-06-25")

E(68, "ConfirmSkipDialog: persistent QDialog -> MUI Dialog ignoring backdropClick/escapeKeyDown", r"""
## Context
`ConfirmSkipDialog.vue` (reader skips a meter: dog on premises, locked gate, no access) is a `<q-dialog persistent>`: clicking outside or pressing Esc must not close it, the reader has to pick a reason.

## Change
```tsx
<Dialog open={open} onClose={(_e, reason) => { if (reason === 'backdropClick' || reason === 'escapeKeyDown') return; onCancel(); }}
  disableEscapeKeyDown aria-labelledby="skip-title">
  <DialogTitle id="skip-title">Why are you skipping this meter?</DialogTitle>
  <DialogContent><SkipReasonRadioGroup value={reason} onChange={setReason} /></DialogContent>
  <DialogActions>
    <Button onClick={onCancel}>Cancel</Button>
    <Button variant="contained" disabled={!reason} onClick={() => onConfirm(reason!)}>Skip meter</Button>
  </DialogActions>
</Dialog>
```
- MUI 5 has no `disableBackdropClick` prop any more (removed in v5): filter the `reason` in `onClose`.
- Quasar's `persistent` shake animation is not reproduced (design OK'd).
""", FO, "component", "verified",
  applies_to={"quasar": "^2", "@mui/material": ">=5 <6"}, assets=["ConfirmSkipDialog"],
  conditions="Dialogs that were `persistent` in Quasar (must not close on outside click/Esc).",
  counter_conditions="Non-persistent QDialogs need none of this: pass `onClose` straight through.",
  source="PR FO-208 field-ops", updated_at="2024-06-12")

E(69, "`$q.notify` 顶部通知 -> notistack enqueueSnackbar", r"""
成都组笔记：Quasar 的 `this.$q.notify({ type: 'positive', message: '读数已保存', position: 'top', timeout: 2500 })` 换成 notistack：

```tsx
<SnackbarProvider maxSnack={2} anchorOrigin={{ vertical: 'top', horizontal: 'center' }} autoHideDuration={2500}>
```
- `type: 'positive'` -> `variant: 'success'`，`negative` -> `error`，`warning` -> `warning`，`info` -> `info`。
- `actions: [{ label: '撤销', handler }]` -> `action={(key) => <Button onClick={() => { handler(); closeSnackbar(key); }}>Undo</Button>}`。
- 平板上戴手套操作，按钮太小，Undo 按钮我们统一 `size="large"`。
- `Notify.create` 在组件外调用 -> 直接 `import { enqueueSnackbar } from 'notistack'`。
""", FO, "plugin", "verified",
  applies_to={"quasar": "^2", "notistack": "^3"}, assets=["$q.notify"],
  source="成都组笔记 / PR FO-209", updated_at="2024-06-13")

E(70, "MeterPhotoUploader: QUploader meter photo -> input capture + resumable upload [needs review]", r"""
## Context
`MeterPhotoUploader.vue` uses `<q-uploader :url="uploadUrl" field-name="photo" accept="image/*" auto-upload :headers="authHeaders">` to attach a photo of the meter dial to a read.

## Current React version
```tsx
<Button component="label" variant="outlined" startIcon={<PhotoCameraIcon />}>
  Take photo
  <input hidden type="file" accept="image/*" capture="environment" onChange={onFile} />
</Button>
```
`onFile` downsizes with a canvas (`canvas.toBlob(cb, 'image/jpeg', 0.8)`, max 1600 px) and uploads with `fetch` + `FormData`.
Photos are kept in Cache Storage (`caches.open('meter-photos')`) until the upload succeeds, separate from the JSON offline queue.

## Why review_required
- iPhones: photos picked from the library can arrive as HEIC (`image/heic`), which `createImageBitmap` cannot decode in Chrome on iOS. Camera captures arrive as JPEG. Current code rejects HEIC with "Please take a new photo"; ops has not agreed that is acceptable.
- Samsung tablets with the Knox kiosk profile: `capture` opens the camera app, and on return the page was sometimes reloaded (memory pressure), losing the unsaved read. Not yet reproduced on the current build.
Verify on both device types before reusing.
""", FO, "component", "review_required",
  applies_to={"quasar": "^2", "@mui/material": ">=5 <6"}, assets=["MeterPhotoUploader"],
  conditions="Photo capture attached to a read.",
  source="PR FO-225 field-ops (draft), QA FO-QA-77", updated_at="2024-07-04")

E(71, "QPullToRefresh on the job list -> react-simple-pull-to-refresh [checklist]", r"""
No MUI equivalent. Items to check before adopting `react-simple-pull-to-refresh` (only tried on the job list):
- [ ] `@refresh="(done) => reload().then(done)"` -> `<PullToRefresh onRefresh={() => refetch()}>` (must return a promise).
- [ ] Disable the browser's own pull-to-refresh in the PWA: `overscroll-behavior-y: contain` on `body`, or the page reloads and drops in-memory state.
- [ ] Inside the DataGrid the grid's own scroller captures the gesture: only wrap the card list view, not the grid.
- [ ] Offline: show "You're offline - showing saved run sheet" instead of a spinner that never ends.
""", FO, "component", "candidate",
  applies_to={"quasar": "^2"}, assets=["QPullToRefresh"],
  source="Porting notes FO job list", updated_at="2024-07-01")

E(72, "MeterSerialInput: QInput mask=\"#### #### ##\" (unmasked-value) -> react-imask in MUI TextField", r"""
## Context
`MeterSerialInput.vue`: `<q-input v-model="serial" mask="#### #### ##" unmasked-value fill-mask="_" inputmode="numeric" />`. The API wants the 10 digits without spaces.

## Change
```tsx
const SerialMask = React.forwardRef<HTMLInputElement, any>(function SerialMask({ onChange, ...props }, ref) {
  return <IMaskInput {...props} mask="0000 0000 00" lazy={false} placeholderChar="_" unmask inputRef={ref}
    onAccept={(value: string) => onChange({ target: { name: props.name, value } })} />;
});

<TextField label="Meter serial" value={value} onChange={(e) => onChange(e.target.value)}
  InputProps={{ inputComponent: SerialMask }} inputProps={{ inputMode: 'numeric' }} />
```
- Quasar `#` -> imask `0`; `unmasked-value` -> `unmask` (the value passed to onAccept is digits only); `fill-mask="_"` -> `lazy={false} placeholderChar="_"`.
- Some older Landis+Gyr meters have alphanumeric serials: those sites have `serialFormat: 'ALNUM'` in the run sheet and use mask `aaaa 0000 00` (imask `a` = letter).
""", FO, "component", "verified",
  applies_to={"quasar": "^2", "react-imask": "^7"}, assets=["MeterSerialInput"],
  source="PR FO-211 field-ops", updated_at="2024-06-14")

E(73, "`v-touch-swipe` (swipe left to skip a job row) -> react-swipeable useSwipeable", r"""
## Context
Job rows in the card list use `v-touch-swipe.left.right="onSwipe"`: swipe left opens ConfirmSkipDialog, swipe right marks "arrived".

## Change
```tsx
const handlers = useSwipeable({
  onSwipedLeft: () => openSkip(job.id),
  onSwipedRight: () => markArrived(job.id),
  delta: 60,                 // Quasar default sensitivity felt ~60px on tablets
  preventScrollOnSwipe: true,
  trackTouch: true,
  trackMouse: false,         // Quasar .mouse modifier was not used
});
return <Card {...handlers}>...</Card>;
```
- Quasar modifiers `.left.right` -> only the matching callbacks.
- `preventScrollOnSwipe` stops vertical scroll jitter while swiping; it needs the handler on the row element, not on the list.
""", FO, "directive", "verified",
  applies_to={"quasar": "^2", "react-swipeable": "^7"}, assets=["v-touch-swipe"],
  source="PR FO-210 field-ops", updated_at="2024-06-13")

E(74, "`v-close-popup` -> 按钮里显式调用 onClose", r"""
成都组笔记：Quasar 的 `v-close-popup` 放在 QDialog/QMenu 里的按钮上，点击自动关闭最近的弹层。React 里没有"最近的弹层"这个概念：

- 弹层组件把 `onClose` 通过 props 传给按钮：`<Button onClick={onClose}>取消</Button>`。
- 嵌套层级深的（比如 QMenu 里的列表项），在 Dialog 组件里提供一个 `DialogCloseContext`，子组件 `const close = useContext(DialogCloseContext)`。
- `v-close-popup="2"`（关闭两层）这种用法我们只在 SiteNotesMenu 里有一处，改成直接调用外层的 close。
- 注意 MUI `Menu` 的 `onClose` 在点菜单项时不会自动触发，要在 MenuItem 的 onClick 里自己调。
""", FO, "directive", "verified",
  applies_to={"quasar": "^2", "@mui/material": ">=5 <6"}, assets=["v-close-popup"],
  source="成都组笔记 / PR FO-208", updated_at="2024-06-12")

E(75, "Quasar boot files (boot/axios, boot/sentry, boot/auth) -> ordered React providers in main.tsx", r"""
## Context
`quasar.config.js` `boot: ['sentry', 'axios', 'auth', 'pwa']`; each file is `boot(({ app, router, store }) => { ... })` and runs in order before the app mounts.

## Change
```tsx
// main.tsx
initSentry();                       // boot/sentry: must run first, before any render
const store = setupStore();
await restoreAuth(store);           // boot/auth awaited the token refresh before mount
ReactDOM.createRoot(document.getElementById('root')!).render(
  <React.StrictMode>
    <Provider store={store}>
      <PersistGate persistor={persistor} loading={<Splash />}>
        <ThemeProvider theme={theme}><SnackbarProvider><RouterProvider router={router} /></SnackbarProvider></ThemeProvider>
      </PersistGate>
    </Provider>
  </React.StrictMode>,
);
```
- Work a boot file did at module level moves to `main.tsx` before `render`; anything needing the store or router becomes a provider or a listener.
- `app.config.globalProperties.$api` (boot/axios) -> a plain module `api.ts`; no globals.
""", FO, "plugin", "verified",
  applies_to={"quasar": "^2", "react": ">=18"}, assets=["boot"],
  source="PR FO-202 field-ops", updated_at="2024-06-04")

E(76, "`$q.dark` toggle -> MUI CssVarsProvider + useColorScheme [checklist]", r"""
Check items (only the settings screen ported):
- [ ] `this.$q.dark.set('auto')` -> `const { mode, setMode } = useColorScheme(); setMode('system')` under `<Experimental_CssVarsProvider theme={experimental_extendTheme({ colorSchemes: { light: {...}, dark: {...} } })}>` (MUI 5 experimental API).
- [ ] Add `getInitColorSchemeScript()` in index.html equivalent (Vite: inline script in `index.html`) to avoid a white flash at night.
- [ ] Quasar `body--dark` CSS hooks in our SCSS -> `[data-mui-color-scheme="dark"]` selectors.
- [ ] Readers use dark mode at night in vehicles: check the meter photo preview contrast.
""", FO, "style", "candidate",
  applies_to={"@mui/material": ">=5.12 <6"}, assets=["$q.dark"],
  source="Porting notes FO settings", updated_at="2024-07-03")

# ---------------------------------------------------------------------------
# field-ops: offline / PWA
# ---------------------------------------------------------------------------
E(77, "Post-mortem INC-2024-052: meter reads lost offline after the React capture screen rollout", r"""
# Post-mortem INC-2024-052: meter reads captured offline never reached the server

Severity: SEV-2 (regulatory: missed scheduled reads). Window: 2024-07-15 - 2024-07-19. Author: Sam R. (field-ops lead). Contributors: Zhou Yang, Liu Fang (Chengdu pod), Metering Ops.

## Summary
After the React capture screen went to the Gippsland and Geelong crews (flag `fo.react.capture`), 214 reads captured in poor coverage never arrived at the meter data platform. Readers saw "Saved" and a green tick. 171 were recovered from device storage; 43 were lost and had to be re-read or estimated, and the estimated-read notices went to customers. Metering Ops had to file a late-reads exception for the week.

## Impact
- 43 reads lost (re-read visits: 29; estimates: 14).
- Two crews lost ~half a day each to re-visits.
- Customer notices for estimated reads: 14.

## Timeline
- 07-15 Flag to Gippsland + Geelong crews (iPad 9th gen, iPadOS 17; some Samsung Tab A7 Lite).
- 07-17 Metering Ops notices the read-completion rate for those depots at 91% vs 99.4% baseline.
- 07-18 08:30 INC opened; flag rolled back to the Quasar app for those crews at 09:10.
- 07-18 15:00 Device logs pulled from three iPads via the support screen (export of persisted state).
- 07-19 Root causes confirmed; recovery script run.
- 07-29 Fixes released (PR FO-241, FO-243), flag back on 08-05 after a week in the Ballarat pilot.

## How the offline queue worked at rollout
Captured reads went into the `meterReads` slice and an `offlineQueue` slice (list of pending POSTs). Both were persisted with redux-persist to `localStorage` (`storage` from `redux-persist/lib/storage`), default throttle. A listener flushed the queue when `navigator.onLine` became true, and we registered a Workbox `BackgroundSyncPlugin` on `POST /api/v2/reads` as a second line of defence. The Quasar app had done the same with its own queue in IndexedDB.

## Root causes

### 1. "Saved" was shown before anything was durable
The green tick rendered as soon as the `readCaptured` action was dispatched. redux-persist writes asynchronously and throttled; with several reads in quick succession (a block of units), the last write could be more than a second behind. iPadOS kills backgrounded Safari/PWA processes aggressively when the reader switches to the camera or maps app; anything not yet written was gone. Device logs showed the last 1-3 reads of a block missing on all three iPads.

### 2. Background Sync does not exist on iOS
Workbox's BackgroundSyncPlugin relies on the Background Sync API, which Safari/WebKit does not implement. Workbox falls back to replaying the queue when the service worker next starts, which on iOS can be hours later or never (installed PWAs get their SW restarted only when opened with network). We believed the SW was a safety net on iPads; it was not.

### 3. `online` is unreliable after backgrounding
Our own flush listened only to `window.addEventListener('online', flush)`. On iPadOS, after the PWA was backgrounded in a dead zone and reopened in coverage, the `online` event often did not fire (the page was frozen when connectivity changed and `navigator.onLine` was already true on resume). The queue sat there until the next app start.

### 4. localStorage quota with photos
Two Samsung tablets hit `QuotaExceededError` because meter photos (base64 data URLs) were being stored in the persisted read object. redux-persist swallowed the error (it logs and carries on), so all subsequent persists failed silently.

## Fix
1. Durable before "Saved". The capture flow now writes the read to IndexedDB (Dexie) first and only then dispatches `readCaptured` and shows the tick:
```ts
export const captureRead = createAsyncThunk('meterReads/capture', async (draft: ReadDraft) => {
  const read: MeterRead = { ...draft, clientReadId: crypto.randomUUID(), capturedAt: new Date().toISOString(), syncState: 'pending' };
  await db.transaction('rw', db.reads, db.queue, async () => {
    await db.reads.put(read);
    await db.queue.put({ clientReadId: read.clientReadId, attempts: 0, nextAttemptAt: 0 });
  });
  return read;   // UI shows "Saved on this device" only after the transaction commits
});
```
redux-persist no longer persists `meterReads`/`offlineQueue`; on start we hydrate those slices from Dexie. `navigator.storage.persist()` is requested at login (granted automatically for installed PWAs on Android; on iOS it raises the eviction protection for home-screen apps).

2. Flush triggers that work on iOS. Since Background Sync is not available on Safari, the queue flush is triggered by all of: app start (after hydration), the `online` event, `visibilitychange` when `document.visibilityState === 'visible'`, and a 60-second interval while the queue is non-empty and `navigator.onLine` is true:
```ts
listener.startListening({
  matcher: isAnyOf(appStarted, wentOnline, becameVisible, flushTick),
  effect: async (_a, api) => { api.unsubscribe(); try { await flushQueue(api); } finally { api.subscribe(); } },
});
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'visible') store.dispatch(becameVisible());
});
```
`api.unsubscribe()/subscribe()` around the flush prevents two flushes running at once. The Workbox BackgroundSyncPlugin stays for Android, where it works.

3. Replays are idempotent. Each read carries its `clientReadId` (UUID v4 created on the device at capture time). The reads API (`POST /api/v2/reads`) treats `clientReadId` as the idempotency key: a second POST with the same id returns `409 Conflict` with the existing server read id, and the client treats 409 as success and marks the read synced. This is what made it safe to flush from several triggers, and what let the recovery script re-post every read found on devices without creating duplicates in the meter data platform.

4. Photos out of the state. Photos are blobs in Cache Storage keyed by `clientReadId` (see MeterPhotoUploader); the read only holds a reference. Persist errors are now reported to Sentry via a `writeFailHandler`.

## Recovery
A support build exported Dexie + localStorage from each affected device; the script posted all reads with their original `clientReadId`. 171 accepted (201) or already present (409); 43 were never on any device.

## What went well
The support screen's "export my data" button (built for exactly this by the Chengdu pod) saved most of the reads.

## What did not go well
We trusted the Service Worker as a safety net without testing it on iOS. We showed "Saved" for state that was only in memory.

## Action items
- AI-1 Device-lab test: capture 10 reads in airplane mode, kill the app, reopen in coverage, on iPad and Tab A7 Lite (Liu Fang, done).
- AI-2 Metric: queue age p95 per device reported on each successful flush (Zhou Yang, done).
- AI-3 "Saved on this device" vs "Sent" distinct states in the UI (Sam, done).
- AI-4 Remove base64 photos from any persisted state, lint rule (Zhou Yang, done).
""", FO, "store", "verified",
  applies_to={"@reduxjs/toolkit": "^2"}, assets=["useOfflineQueue", "useMeterReadStore"],
  conditions="Anything in field-ops that must survive offline capture and app kills.",
  source="Confluence FIELDOPS/Post-mortems/INC-2024-052, PR FO-241, FO-243", updated_at="2024-08-06")

E(78, "Quasar PWA mode (workboxMode generateSW, register-service-worker updated hook) -> vite-plugin-pwa prompt + useRegisterSW", r"""
## Context
Quasar `pwa: { workboxMode: 'generateSW' }` with `src-pwa/register-service-worker.js` `updated()` hook showing a "New version - reload" banner, which posted `SKIP_WAITING` to the waiting worker.

## Change
```ts
// vite.config.ts
VitePWA({
  registerType: 'prompt',
  workbox: { globPatterns: ['**/*.{js,css,html,svg,png,woff2}'], navigateFallback: '/index.html', cleanupOutdatedCaches: true },
  manifest: { name: 'Copperleaf Field Ops', short_name: 'Field Ops', display: 'standalone', theme_color: '#00594f' },
})
```
```tsx
import { useRegisterSW } from 'virtual:pwa-register/react';
const { needRefresh: [needRefresh], updateServiceWorker } = useRegisterSW({ onRegisteredSW(_url, r) { r && setInterval(() => r.update(), 60 * 60_000); } });
{needRefresh && <Alert action={<Button onClick={() => updateServiceWorker(true)}>Reload</Button>}>New version available</Alert>}
```
- Never use `registerType: 'autoUpdate'` in field-ops: an auto reload in the middle of a capture discards the form.
- Only show the reload prompt when the offline queue is empty (`selectQueueLength === 0`).
""", FO, "build", "verified",
  applies_to={"vite": "^5", "vite-plugin-pwa": ">=0.19 <1"}, assets=["register-service-worker"],
  source="PR FO-203 field-ops", updated_at="2024-06-05")

E(79, "useOfflineQueue composable -> useOfflineQueue hook over the queue slice + listener", r"""
## Context
`composables/useOfflineQueue.ts` exposed `{ pending, enqueue, flush, isFlushing }` backed by a Pinia store and `useOnline()` from VueUse.

## Change
```ts
export function useOfflineQueue() {
  const pending = useAppSelector(selectQueueLength);
  const isFlushing = useAppSelector((s) => s.offlineQueue.flushing);
  const dispatch = useAppDispatch();
  return { pending, isFlushing, flush: () => dispatch(flushTick()) };
}
```
- Enqueueing is not in the hook any more: capture thunks write to Dexie and the queue (see INC-2024-052). Components only observe.
- `useOnline()` -> `useSyncExternalStore(subscribeOnline, () => navigator.onLine)`.
- Flushing happens in the listener middleware, not in a component effect, so it runs even when no screen using the hook is mounted.
""", FO, "store", "verified",
  applies_to={"@reduxjs/toolkit": "^2"}, assets=["useOfflineQueue"],
  conditions="JSON API mutations that must survive offline (reads, skips, site notes).",
  counter_conditions="JSON payloads only. Photo blobs (multipart uploads) do not go through this queue; they are held in Cache Storage by MeterPhotoUploader.",
  source="PR FO-215 field-ops", updated_at="2024-06-19")

E(80, "useGeolocation（VueUse）-> 自己写 hook，注意 clearWatch", r"""
成都组笔记：field-ops 用 VueUse 的 `useGeolocation({ enableHighAccuracy: true })` 给读数打坐标（稽核用）。React 版：

```ts
export function useGeolocation() {
  const [pos, setPos] = useState<GeolocationPosition | null>(null);
  const [error, setError] = useState<GeolocationPositionError | null>(null);
  useEffect(() => {
    const id = navigator.geolocation.watchPosition(setPos, setError, {
      enableHighAccuracy: true, maximumAge: 10_000, timeout: 20_000,
    });
    return () => navigator.geolocation.clearWatch(id);   // 一定要清，不然离开页面还在耗电
  }, []);
  return { pos, error };
}
```
- VueUse 在组件卸载时自动 `pause()`，React 里要在 effect cleanup 里 `clearWatch`，之前漏了，iPad 一天掉电 15%。
- StrictMode 开发环境会挂载两次，看到两个 watch 是正常的，cleanup 写对就行。
- 坐标只在保存读数时取 `pos`，不要每次位置变化都 dispatch 到 store。
""", FO, "other", "verified",
  applies_to={"react": ">=18"}, assets=["useGeolocation"],
  source="成都组笔记 / PR FO-217", updated_at="2024-06-21")

# ---------------------------------------------------------------------------
# Vue 3 specifics (field-ops and team-wide)
# ---------------------------------------------------------------------------
E(81, "defineModel (Vue 3.4+) components -> controlled value/onChange props", r"""
## Change
```vue
<script setup lang="ts">
const model = defineModel<string>({ required: true });
const unit = defineModel<'kWh' | 'kVArh'>('unit', { default: 'kWh' });
</script>
```
becomes
```tsx
type Props = { value: string; onChange: (v: string) => void; unit?: 'kWh' | 'kVArh'; onUnitChange?: (u: 'kWh' | 'kVArh') => void };
```
- Default `defineModel()` -> `value` + `onChange`; named `defineModel('unit')` -> `unit` + `onUnitChange`.
- A defineModel default value is a local fallback in Vue; in React make the component controlled-or-uncontrolled explicitly (`useControllableState` helper in `src/lib`).
- `defineModel` modifiers (`v-model.trim`) -> do the trim in `onChange`.
""", "*", "component", "verified",
  applies_to={"vue": ">=3.4"}, assets=["defineModel"],
  conditions="Components written with defineModel (stable since Vue 3.4).",
  counter_conditions="Vue 3.3 codebases do not use defineModel (it was experimental and we never enabled it); their two-way bindings are defineProps + emit('update:x').",
  source="Team wiki: Vue 3 -> React patterns", updated_at="2024-07-10")

E(82, "Vue 3 v-model:prop with defineProps + emit('update:prop') -> controlled props", r"""
## Change
```vue
<script setup>
const props = defineProps<{ modelValue: string; reason?: SkipReason }>();
const emit = defineEmits<{ 'update:modelValue': [string]; 'update:reason': [SkipReason] }>();
</script>
<!-- parent: <MeterSerialInput v-model="serial" /> ; <SkipReasonPicker v-model:reason="reason" /> -->
```
->
```tsx
<MeterSerialInput value={serial} onChange={setSerial} />
<SkipReasonPicker reason={reason} onReasonChange={setReason} />
```
- `modelValue` / `update:modelValue` -> `value` / `onChange`; `v-model:reason` -> `reason` / `onReasonChange`.
- Do not keep a local copy of the prop in state "like the Vue component did with a watch"; derive from the prop.
""", "*", "component", "verified",
  applies_to={"vue": "^3.2"}, assets=["v-model"],
  conditions="Vue 3 components with v-model bindings (3.2+).",
  source="Team wiki: Vue 3 -> React patterns", updated_at="2024-06-15")

E(83, "<Teleport to=\"body\"> -> createPortal (and when you do not need it)", r"""
```tsx
import { createPortal } from 'react-dom';
export function OfflineBanner() {
  return createPortal(<div className="offline-banner" role="status">You are offline</div>, document.body);
}
```
- `<Teleport to="#modals">` -> `createPortal(node, document.getElementById('modals')!)`; guard for SSR (`typeof document !== 'undefined'`) in Next.
- `<Teleport :disabled="isDesktop">` -> render inline when disabled.
- Events bubble through the React tree, not the DOM tree (opposite of what some Vue code relied on).
""", "*", "component", "verified",
  applies_to={"vue": "^3"}, assets=["Teleport"],
  conditions="Custom overlays/banners that used Teleport.",
  counter_conditions="Not needed for QDialog / QMenu replacements: MUI Dialog, Menu, Popover and Tooltip already portal to body. Adding createPortal around them breaks focus trapping.",
  source="Team wiki: Vue 3 -> React patterns", updated_at="2024-06-15")

E(84, "MeterJobDetail async setup() inside <Suspense> -> React Suspense with RTK Query [checklist]", r"""
Check items (prototype only; not merged):
- [ ] `async setup()` awaiting `fetchJob(id)` -> RTK Query `useGetJobQuery(id)`; RTK Query has no Suspense mode, so either render `isLoading` states or wrap with a `use(promise)` helper (React 18: not stable) - prototype used plain loading states.
- [ ] `<Suspense>` `#fallback` slot -> `<Suspense fallback={<JobSkeleton />}>` only around `React.lazy` route chunks.
- [ ] `onErrorCaptured` in the parent -> an error boundary (`react-error-boundary`).
- [ ] Offline: job detail must render from the persisted run sheet cache without waiting on the network.
""", FO, "component", "candidate",
  applies_to={"vue": "^3", "@reduxjs/toolkit": "^2"}, assets=["MeterJobDetail"],
  source="Prototype branch spike/job-detail-suspense", updated_at="2024-07-09")

E(85, "<KeepAlive> on route tabs -> state in Redux + scroll restoration [needs review]", r"""
## Context
Field-ops wraps `<router-view>` in `<keep-alive include="JobsTab,MapTab">` so switching tabs keeps the map position and the job list scroll.

## Current approach
React 18 has no KeepAlive. We keep the state that matters outside the component:
- map centre/zoom in a `ui` slice (`mapViewChanged` action, debounced);
- job list scroll offset saved in `sessionStorage` on unmount and restored in `useLayoutEffect`;
- filters in the URL (`?status=pending`).

## Why review_required
The map (Leaflet) re-initialises on every tab switch (~400 ms on Tab A7 Lite) and re-downloads tiles when offline caching misses. Alternative under evaluation: keep both tabs mounted and hide with CSS (`display: none`), which costs memory on 3 GB devices. Decision pending with the field-ops lead.
""", FO, "router", "review_required",
  applies_to={"vue": "^3", "react": ">=18"}, assets=["KeepAlive"],
  source="PR FO-228 field-ops (draft)", updated_at="2024-07-11")

# ---------------------------------------------------------------------------
# Team-wide patterns
# ---------------------------------------------------------------------------
E(86, "watch(..., { immediate: true }) -> useEffect：依赖数组和 exhaustive-deps", r"""
成都组笔记（两个项目都适用）：

- `watch(() => props.accountId, load, { immediate: true })` -> `useEffect(() => { load(accountId); }, [accountId])`，useEffect 首次渲染就会执行，相当于 immediate。
- 没有 immediate 的 watch（只在变化时触发）要用 ref 记上一次的值，或者干脆重新想一下是不是应该放在事件处理函数里。
- `deep: true` 不要用 `JSON.stringify(obj)` 当依赖，改成依赖具体字段。
- eslint `react-hooks/exhaustive-deps` 必须开成 error。之前有人为了消除警告把函数放进依赖导致死循环：函数要么 useCallback，要么挪到 effect 里面。
- 拉数据的 watch 大部分其实应该是 TanStack Query / RTK Query 的 queryKey / 参数，不要手写 effect 拉数据。
""", "*", "other", "verified",
  assets=["watch"],
  source="成都组笔记（飞书）", updated_at="2024-05-25")

E(87, "Vue 2 scoped slots (slot-scope / v-slot with props) -> render props", r"""
## Change
```vue
<DataList :items="bills">
  <template #item="{ item, index }"><BillRow :bill="item" :striped="index % 2 === 0" /></template>
  <template #empty>No bills yet</template>
</DataList>
```
->
```tsx
<DataList items={bills} renderItem={(item, index) => <BillRow bill={item} striped={index % 2 === 0} />} empty="No bills yet" />
```
- Default slot -> `children`; named slot without props -> a ReactNode prop (`empty`); scoped slot -> a function prop (`renderItem`).
- Old `slot-scope="{ item }"` (pre-2.6 syntax, still in a few portal files) maps the same way.
- Avoid `children` as a function unless there is a single slot.
""", "*", "component", "verified",
  applies_to={"vue": "^2.6"}, assets=["slot-scope"],
  conditions="Vue 2.6+/2.7 components (customer-portal).",
  source="Team wiki: Vue 2 -> React patterns", updated_at="2024-05-12")

E(88, "provide/inject -> React Context (typed, with a null-checking hook)", r"""
```tsx
const JobContext = createContext<JobCtx | null>(null);
export function useJob() {
  const ctx = useContext(JobContext);
  if (!ctx) throw new Error('useJob must be used inside <JobProvider>');
  return ctx;
}
```
- `provide('job', reactive(job))` -> `<JobContext.Provider value={value}>`; memoize `value` with `useMemo`, otherwise every consumer re-renders on each parent render.
- `inject('job', defaultValue)` -> the hook; prefer throwing over silent defaults.
- Injected services (api client, logger) that never change -> plain module imports, not context.
- Vue 2 `provide() { return { form: this } }` (portal form groups) -> context holding only the needed callbacks.
""", "*", "other", "verified",
  assets=["provide/inject"],
  source="Team wiki: Vue -> React patterns", updated_at="2024-05-12")

E(89, "@vue/test-utils + Jest -> Vitest + React Testing Library (flushPromises -> findBy*)", r"""
## Change
- `mount(Comp, { propsData, localVue, store })` -> `render(<Providers><Comp {...props} /></Providers>)` with a `renderWithProviders` helper (QueryClient with `retry: false` / Redux store per test).
- `await flushPromises()` -> `await screen.findByText(...)` or `await waitFor(...)`.
- `wrapper.find('[data-test="pay"]').trigger('click')` -> `const user = userEvent.setup(); await user.click(screen.getByRole('button', { name: /pay now/i }))`. Query by role, not data-test.
- `wrapper.emitted('update:modelValue')` -> pass a `vi.fn()` as `onChange` and assert calls.
- Jest `jest.mock` -> `vi.mock`; timers `vi.useFakeTimers({ shouldAdvanceTime: true })` with user-event.
- Environment `jsdom` in `vitest.config.ts`; MUI needs `ResizeObserver` polyfill in setup for DataGrid.
""", "*", "test", "verified",
  applies_to={"react": ">=18"}, assets=["@vue/test-utils"],
  source="Team wiki: testing", updated_at="2024-05-18")

E(90, "MSW 2 handlers: rest.get/res(ctx.json) -> http.get/HttpResponse.json", r"""
## Change
```ts
// MSW 1
rest.get('/api/accounts/:id/bills', (req, res, ctx) => res(ctx.status(200), ctx.json(bills)));
// MSW 2
import { http, HttpResponse } from 'msw';
http.get('/api/accounts/:id/bills', ({ params }) => HttpResponse.json(billsFor(params.id as string)));
```
- `req.body` -> `await request.json()`; `req.url.searchParams` -> `new URL(request.url).searchParams`.
- `ctx.delay(300)` -> `await delay(300)` (import `delay` from 'msw').
- Errors: `res(ctx.status(500))` -> `new HttpResponse(null, { status: 500 })`.
- Node: `setupServer` from `msw/node`; MSW 2 needs Node 18+ and the global `fetch`.
""", "*", "test", "verified",
  applies_to={"msw": "^2"}, assets=["msw"],
  conditions="Test suites on MSW 2.",
  counter_conditions="MSW 1.x projects keep rest/res/ctx.",
  source="PR #430 customer-portal", updated_at="2024-05-26")

E(91, "`$nextTick` -> 在 effect 里操作 DOM，必要时 flushSync", r"""
成都组笔记：

`this.showSearch = true; this.$nextTick(() => this.$refs.search.focus())` 在 React 里的写法：

1. 首选：让输入框自己 `autoFocus`，或者在显示它的组件里 `useEffect(() => { ref.current?.focus(); }, [open])`。
2. 必须在同一个事件处理函数里立刻拿到更新后的 DOM（比如滚动到新增的那一行）：
```ts
import { flushSync } from 'react-dom';
flushSync(() => setRows((r) => [...r, newRow]));
listRef.current?.lastElementChild?.scrollIntoView();
```
3. 不要用 `setTimeout(..., 0)` 代替 nextTick，在 StrictMode 和并发渲染下不可靠。
MUI Dialog 打开后聚焦输入框：用 `TransitionProps={{ onEntered: () => ref.current?.focus() }}`，因为 Dialog 有过渡动画。
""", "*", "other", "verified",
  applies_to={"react": ">=18"}, assets=["$nextTick"],
  source="成都组笔记", updated_at="2024-05-28")

E(92, "v-html (outage notices from Contentful) -> sanitized dangerouslySetInnerHTML", r"""
## Context
The portal shows outage / planned-maintenance notices authored in Contentful as rich text rendered to HTML; Nuxt used `<div v-html="notice.html">`.

## Change
```tsx
import DOMPurify from 'isomorphic-dompurify';
export function Notice({ html }: { html: string }) {
  const clean = DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_ATTR: ['style'] });
  return <div className="notice" dangerouslySetInnerHTML={{ __html: clean }} />;
}
```
- `isomorphic-dompurify` so it works in server components (jsdom on the server).
- Better long term: render Contentful rich text JSON with `@contentful/rich-text-react-renderer` instead of HTML.
""", CP, "directive", "verified",
  applies_to={"next": ">=14 <15"}, assets=["v-html"],
  source="PR #443 customer-portal", updated_at="2024-06-06")

E(93, "Vue 2 `.sync` modifier / $emit('update:visible') -> onVisibleChange callback", r"""
```vue
<PlanDetailsModal :visible.sync="showDetails" />   <!-- child: this.$emit('update:visible', false) -->
```
->
```tsx
<PlanDetailsModal open={showDetails} onOpenChange={setShowDetails} />
```
- Name the pair `x` / `onXChange` (or MUI-style `open` / `onClose` for overlays).
- Child components that mutated a local copy of the prop (`this.localVisible = this.visible` + watch) become fully controlled.
""", "*", "component", "verified",
  applies_to={"vue": "^2.6"}, assets=[".sync"],
  conditions="Vue 2 code (customer-portal).",
  source="Team wiki: Vue 2 -> React patterns", updated_at="2024-05-12")

E(94, "Storybook 6 (Vue) -> Storybook 8 for the migrated components [checklist]", r"""
Check items (portal trial only, field-ops not started):
- [ ] Framework: `@storybook/nextjs` for customer-portal (App Router: `parameters.nextjs.appDirectory: true`), `@storybook/react-vite` for field-ops.
- [ ] CSF2 `Template.bind({})` stories -> CSF3 objects (`export const Overdue: Story = { args: { bill: overdueBill } }`); `npx storybook migrate csf-2-to-3`.
- [ ] Decorators: MUI `ThemeProvider` + `CssBaseline` via `@storybook/addon-themes` `withThemeFromJSXProvider`.
- [ ] MSW addon: `msw-storybook-addon` 2 with MSW 2 handlers.
- [ ] Chromatic baseline reset for every migrated component (expected diffs).
""", "*", "test", "candidate",
  assets=["storybook"],
  source="Trial notes, portal", updated_at="2024-07-05")

E(95, "React 18 StrictMode double-invokes effects in dev: do not disable it, make effects idempotent", r"""
- In development, StrictMode mounts, unmounts and remounts every component once, so effects (and their cleanups) run twice. Seen as two `/me` calls, two geolocation watches, two analytics page views in dev.
- Fix the effect (cleanup, AbortController, or move fetching to TanStack/RTK Query), do not remove `<React.StrictMode>`.
```ts
useEffect(() => {
  const ac = new AbortController();
  load(ac.signal);
  return () => ac.abort();
}, [id]);
```
- Analytics page-view effects: dedupe by pathname in a ref.
""", "*", "other", "verified",
  applies_to={"react": ">=18"}, assets=["StrictMode"],
  conditions="Duplicate effects observed in development builds.",
  counter_conditions="StrictMode double invocation only happens in development. Duplicates seen in production (double requests, double payments) have another cause.",
  source="Team wiki: React gotchas", updated_at="2024-05-19")

E(96, "[superseded] `$root.$emit` event bus -> mitt", r"""
Early guidance was to replace `this.$root.$emit('account-switched', id)` / `$on` with a global `mitt()` emitter. Withdrawn: it recreated hidden coupling and missed events emitted before a listener mounted (e.g. account switched during route transition). Use store actions or callbacks instead.
""", "*", "other", "deprecated",
  assets=["$root.$emit"],
  counter_conditions="Superseded by the store/callback guidance.",
  source="Team wiki history", updated_at="2024-04-02")

E(97, "`$root.$emit` / EventBus -> store actions (zustand / RTK listener) or callbacks", r"""
- Cross-tree notifications (`$root.$emit('account-switched')` in the portal) -> a store action that other code observes: zustand `useAccountStore.subscribe((s) => s.activeAccountId, onSwitch)` (with `subscribeWithSelector`) or simply deriving data from `activeAccountId` in query keys.
- In field-ops (`bus.emit('read-saved')`) -> dispatch the action and react in `listenerMiddleware.startListening({ actionCreator: readCaptured, effect })`.
- Parent/child only -> callback props.
- Truly DOM-level, cross-app events between the Nuxt and Next halves during the strangler period (e.g. header account switcher rendered by Nuxt) -> `window.dispatchEvent(new CustomEvent('cp:account-switched', { detail: { id } }))`, documented in `src/lib/legacy-events.ts`.
""", "*", "other", "verified",
  assets=["$root.$emit"],
  source="Team wiki: Vue -> React patterns", updated_at="2024-04-02")

E(98, "billingPeriodMixin -> useBillingPeriod(accountId) hook", r"""
## Context
`mixins/billingPeriodMixin.js` added computed `periodStart`, `periodEnd`, `daysInPeriod`, `daysElapsed` from `this.$store.getters['billing/currentBill']`, plus a `formatPeriod()` method. Used by 9 components (usage, bill estimate, dashboard).

## Change
```ts
export function useBillingPeriod(accountId: string) {
  const { data: bill } = useCurrentBill(accountId);
  return useMemo(() => {
    if (!bill) return null;
    const start = parseISO(bill.periodStart), end = parseISO(bill.periodEnd);
    return {
      periodStart: start, periodEnd: end,
      daysInPeriod: differenceInCalendarDays(end, start) + 1,
      daysElapsed: Math.min(differenceInCalendarDays(todayInMelbourne(), start) + 1, differenceInCalendarDays(end, start) + 1),
      label: `${formatDateAU(bill.periodStart)} - ${formatDateAU(bill.periodEnd)}`,
    };
  }, [bill]);
}
```
- Mixin computed -> returned values; mixin method -> returned function or plain helper.
- Period dates are inclusive on both ends (bills say "12 Mar - 11 Jun"), hence the +1.
""", CP, "mixin", "verified",
  applies_to={"vue": "^2.6"}, assets=["billingPeriodMixin"],
  counter_conditions="Not billingCycleMixin (meter read cycle), which is a different calculation.",
  source="PR #429 customer-portal", updated_at="2024-05-25")

E(99, "billingCycleMixin (meter read cycle day) -> useBillingCycle hook", r"""
## Context
`mixins/billingCycleMixin.js` is not the billing period: it computes the customer's scheduled meter read cycle (route + cycle day from the distributor's read schedule) to show "Your next meter read is expected around 14 Aug". Used on the move-out and final bill pages.

## Change
```ts
export function useBillingCycle(nmi: string) {
  const { data: schedule } = useQuery({ queryKey: ['readSchedule', nmi], queryFn: () => getReadSchedule(nmi), staleTime: 24 * 3600_000 });
  return useMemo(() => schedule && nextReadDate(schedule.cycleDay, schedule.frequency, todayInMelbourne()), [schedule]);
}
```
- The cycle day calculation lives in `lib/read-cycle.ts` (`nextReadDate`), pure and unit tested (quarterly vs monthly, weekends skipped by the distributor).
- The hook only wires the query; do not mix it with `useBillingPeriod` even though old components included both mixins.
""", CP, "mixin", "verified",
  applies_to={"vue": "^2.6"}, assets=["billingCycleMixin"],
  counter_conditions="Not billingPeriodMixin (bill period start/end).",
  source="PR #432 customer-portal", updated_at="2024-05-28")

E(100, "formDirtyGuard mixin (beforeRouteLeave prompt) -> no route-leave guards in App Router [needs review]", r"""
## Context
`mixins/formDirtyGuard.js` implemented `beforeRouteLeave(to, from, next)` with `confirm('You have unsaved changes')` plus a `beforeunload` listener, on MoveInForm and the contact details form.

## Current approach
- `beforeunload` (tab close / reload) still works: `useEffect` adding the listener while `formState.isDirty`.
- In-app navigation: App Router has no `router.events` and no blocking API. We intercept clicks on `<a>` inside the app shell with a capture-phase listener and show our confirm dialog, then `router.push` manually.

## Why review_required
Browser back button is not covered (popstate cannot be cancelled); a `history.pushState` trick was tried and broke scroll restoration. Product has not decided whether back-button coverage is required.
""", CP, "mixin", "review_required", branches=MAIN_LIKE,
  applies_to={"next": ">=14 <15"}, assets=["formDirtyGuard"],
  source="PR #471 customer-portal (draft)", updated_at="2024-07-03")

E(101, "复盘：field-ops 切到 MUI 之后开发环境冷启动 90 秒、生产包 3.8MB（@mui/icons-material 桶导入）", r"""
# 复盘：field-ops 开发环境变慢与包体积暴涨

作者：周扬（成都组）。审阅：Sam R.、刘芳。时间：2024-06-03 至 2024-06-07。级别：内部效率问题，无线上事故，但影响了两周的开发节奏，也让 Tab A7 Lite 上的首屏时间超出了 SLA。

## 背景
field-ops 从 Quasar 2 迁到 React 18 + MUI 5，构建工具是 Vite 5。Quasar 的图标是字体图标（`<q-icon name="photo_camera" />`，用的是 material-icons 字体），迁移时成都组统一改成了 `@mui/icons-material` 的 SVG 图标组件。第一批页面（任务列表、抄表录入、跳过原因弹窗）合并之后，大家开始反馈：

- 本地 `pnpm dev` 冷启动从 8 秒变成 90 秒以上，第一次打开页面浏览器要发几千个请求；
- 改一个文件，HMR 偶尔整页刷新，控制台里有 `✨ new dependencies optimized: @mui/icons-material/Save, @mui/icons-material/Delete. ✨ optimized dependencies changed. reloading`；
- CI 上生产构建产物主包 3.8MB（gzip 后 1.1MB），Tab A7 Lite 上首屏可交互时间从 2.1 秒变成 5.8 秒，超出了运维给的 4 秒 SLA。

## 影响
- 开发效率：估计每人每天多等 20-30 分钟，持续约两周。
- 生产：灰度的两个车队（Ballarat、Bendigo）首屏慢，读表员反馈"打开要等很久"，但没有数据丢失。

## 排查过程
1. 先怀疑是 MUI 本身慢。用 `vite --debug` 看了预构建日志，`@mui/material` 预构建只要 3 秒左右，不是主要原因。
2. 用浏览器 Network 面板看开发环境请求，发现 `@mui/icons-material/esm/index.js` 这个桶文件（barrel file）把 2000 多个图标模块全部引进来了。虽然我们只用了二十几个图标，但写法是：
```ts
import { Save, Delete, PhotoCamera, CheckCircle, WifiOff } from '@mui/icons-material';
```
   在开发环境下 Vite 不做 tree shaking，浏览器要把整个桶里的模块都加载一遍；预构建虽然会把它打包成一个大文件，但我们的 `optimizeDeps` 配置里有 `exclude: ['@mui/icons-material']`（当初是为了解决另一个问题加的，没人记得为什么），于是每个图标文件都变成一个单独的请求。
3. 生产构建：Rollup 理论上能 tree shake，但我们有一个 `src/components/Icon.tsx`，写成了 `import * as Icons from '@mui/icons-material'` 然后 `Icons[name]` 动态取图标（为了兼容 Quasar 那种 `name="photo_camera"` 字符串写法）。这种写法让所有图标都进了主包，这就是 3.8MB 的主要来源（图标占 2.6MB）。
4. 另外 `@mui/material` 也是桶导入 `import { Button, Dialog } from '@mui/material'`，这个在 Vite 生产构建下 tree shaking 是正常的，开发环境下有预构建也还可以接受，所以没有强制改。

## 根因
- 动态按名字取图标（`Icons[name]`），让打包器没法做 tree shaking。
- `optimizeDeps.exclude` 里排除了 `@mui/icons-material`，开发环境下几千个图标模块逐个请求。
- 路径导入改完之后，每出现一个新图标，Vite 会在运行时发现新依赖并重新预构建，然后整页刷新（就是上面那句 "optimized dependencies changed. reloading"）。

## 修复
1. 所有图标改成路径导入（按需导入），禁止从包根目录导入：
```ts
import SaveIcon from '@mui/icons-material/Save';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
```
   ESLint 加规则防止回退：
```js
'no-restricted-imports': ['error', {
  paths: [{ name: '@mui/icons-material', message: '请用路径导入：@mui/icons-material/Save' }],
  patterns: [{ group: ['@mui/icons-material/esm/*'], message: '不要从 esm 目录导入' }],
}],
```
2. 删掉 `Icon.tsx` 里的 `import * as Icons`。兼容 Quasar 字符串图标名的地方，改成一个显式的映射表 `src/components/iconMap.ts`，只包含我们真正用到的 24 个图标：
```ts
export const iconMap = {
  photo_camera: PhotoCameraIcon,
  save: SaveIcon,
  wifi_off: WifiOffIcon,
  // ... 共 24 个
} as const;
```
3. `vite.config.ts` 的 `optimizeDeps`：去掉 `exclude: ['@mui/icons-material']`，并且在 `include` 里显式列出常用依赖和用到的图标路径，避免开发时运行中发现新依赖导致整页刷新：
```ts
optimizeDeps: {
  include: [
    '@mui/material', '@emotion/react', '@emotion/styled',
    '@mui/x-data-grid', 'react-redux', '@reduxjs/toolkit',
    '@mui/icons-material/Save', '@mui/icons-material/PhotoCamera', '@mui/icons-material/WifiOff',
    // 其余图标路径由 scripts/gen-icon-deps.mjs 从 iconMap.ts 生成，写进 vite.icon-deps.json
  ],
},
```
   `scripts/gen-icon-deps.mjs` 在 `predev` 里跑，从 `iconMap.ts` 读出图标名生成列表，这样新增图标只需要改 iconMap，不用手改 vite 配置。关键点：`@emotion/react` 和 `@emotion/styled` 一定要放进 include，不然第一次打开带 `styled()` 的页面时也会触发一次 "new dependencies optimized" 整页刷新。
4. 生产构建加了 `rollup-plugin-visualizer` 检查，CI 里主包超过 900KB（未压缩）就失败。

## 结果
- 冷启动回到 9 秒左右，HMR 不再整页刷新。
- 主包 3.8MB -> 710KB，Tab A7 Lite 首屏可交互 2.4 秒。

## 经验
- Quasar 的字体图标迁到 SVG 图标时，不要为了兼容字符串名字做 `import *`。
- `optimizeDeps.exclude` 里的每一项都要写注释说明原因。
- customer-portal 是 Next.js，`@mui/icons-material` 在 Next 14 里有 `optimizePackageImports` 默认处理，不需要这套 vite 配置，但路径导入的 ESLint 规则两个项目都加了。

## 待办
- [x] ESLint 规则（周扬）
- [x] iconMap + 生成脚本（刘芳）
- [x] CI 包体积检查（周扬）
- [ ] 评估把 `@mui/material` 也改成路径导入（暂不做，收益小）
""", FO, "build", "verified",
  applies_to={"vite": "^5", "@mui/material": ">=5 <6"}, assets=["@mui/icons-material"],
  conditions="field-ops（Vite）里使用 MUI 图标。",
  counter_conditions="customer-portal 是 Next.js，不用这套 vite optimizeDeps 配置。",
  source="飞书文档：field-ops 构建性能复盘 2024-06 / PR FO-204", updated_at="2024-06-08")

E(102, "Post-mortem INC-2024-061: MeterJobsTable jank on Samsung Galaxy Tab A7 Lite (DataGrid tuning) [needs review]", r"""
# Post-mortem INC-2024-061: supervisor job table unusable on Galaxy Tab A7 Lite

Severity: SEV-4 (degraded). Reported: 2024-07-22 by the Geelong depot supervisor. Author: Liu Fang (Chengdu pod). Reviewer: Sam R. Status: mitigation shipped, root fix under review (see "Open questions").

## Summary
The supervisor view of `MeterJobsTable` (MUI X DataGrid v7, ~400 jobs for a depot day, 11 columns) scrolled at 8-12 fps on the Samsung Galaxy Tab A7 Lite (Helio P22T, 3 GB RAM, Chrome 126) and froze for up to 2 s when the status filter changed. The Quasar QTable it replaced used `virtual-scroll` and was smooth on the same device. Reader devices (iPad 9th gen) were fine.

## Impact
Supervisors at two depots switched back to the Quasar app (still available behind the flag) for reallocating jobs. No data impact.

## Timeline
- 07-22 Report from Geelong.
- 07-23 Reproduced with Chrome remote debugging; Performance panel shows long tasks of 180-450 ms on scroll, most time in React commit of the row render tree and in layout.
- 07-24 First mitigation (memoised columns) gave ~15 fps.
- 07-26 Second mitigation (buffers, autoHeight removal) shipped: ~35-45 fps.
- 07-30 Still janky on the Tab A7 Lite when the Chrome "Lite mode" data saver is on; open.

## What we found
1. `columns` was defined inside the component, with inline `renderCell` functions. Every parent render produced new column objects, and DataGrid recomputed column state and re-rendered every visible cell. Moving `columns` to module scope (the `renderCell` closures only need `params`) removed most of the filter-change freeze.
2. `autoHeight` was set (copied from the reader view, which shows 20 rows). With `autoHeight`, the grid renders all rows: virtualisation is effectively off for 400 rows. Removed; the grid now sits in a flex container with a fixed height (`height: calc(100vh - 160px)`).
3. The status `renderCell` rendered an MUI `Chip` with a `Tooltip` per row. 400 Tooltips each add listeners and a Popper on hover; replaced with a plain styled `span` and one column-level description.
4. Default row/column buffers rendered more off-screen content than this device can afford while scrolling. We set `rowBufferPx={100}` and `columnBufferPx={50}` (v7 defaults are 150 each), which reduced the per-frame render work without visible blank rows at normal scroll speed.
5. `getRowId` was returning a template string built from three fields; replaced with the stable `jobId`.

## Mitigation shipped (PR FO-233)
```tsx
const columns: GridColDef<Job>[] = [ /* module scope, renderCell without hooks */ ];

<Box sx={{ height: 'calc(100vh - 160px)' }}>
  <DataGrid
    rows={jobs}
    columns={columns}
    getRowId={(r) => r.jobId}
    rowBufferPx={100}
    columnBufferPx={50}
    density="compact"
    disableColumnMenu
    disableRowSelectionOnClick
  />
</Box>
```

## Open questions (why this entry is review_required)
- With Chrome Lite mode on, fps drops to ~20 again; we do not know why yet (possibly image/font handling in Lite mode).
- `rowBufferPx={100}` shows blank rows for a frame on fast flings on the Tab A7 Lite; supervisors said acceptable, but it has not been tested on the older Tab A 8.0 devices still in two depots.
- The alternative (server-side pagination at 50 rows, like the reader view) is being discussed with ops.
Verify on the target device before reusing these numbers elsewhere.

## Action items
- AI-1 Device lab: add Tab A7 Lite to the perf smoke (Liu Fang, done).
- AI-2 Decide pagination vs. virtualised list for supervisor view (Sam, open).
- AI-3 Test Lite mode behaviour (Liu Fang, open).
""", FO, "component", "review_required",
  applies_to={"@mui/x-data-grid": "^7"}, assets=["MeterJobsTable"],
  conditions="Large DataGrid tables on low-end Android tablets.",
  source="Confluence FIELDOPS/Post-mortems/INC-2024-061, PR FO-233", updated_at="2024-07-30")

# ===========================================================================
# Query contexts
# ===========================================================================
CP_MAIN_STACK = {
    "nuxt": "2.17.3", "vue": "2.7.16", "vuex": "3.6.2", "bootstrap-vue": "2.23.1", "vee-validate": "3.4.15",
    "next": "14.2.5", "react": "18.3.1", "zustand": "4.5.4", "@tanstack/react-query": "5.51.1",
    "@mui/material": "5.16.4", "@mui/x-data-grid": "7.11.0", "@mui/x-charts": "7.11.0",
    "react-hook-form": "7.52.1", "zod": "3.23.8", "recharts": "2.12.7", "date-fns": "3.6.0",
    "date-fns-tz": "3.1.3", "react-imask": "7.6.1", "react-number-format": "5.4.0", "notistack": "3.0.1",
    "@sentry/nextjs": "8.20.0", "msw": "2.3.1",
}
CP_HOTFIX_STACK = {
    "nuxt": "2.17.3", "vue": "2.7.16", "vuex": "3.6.2", "bootstrap-vue": "2.23.1", "vee-validate": "3.4.15",
    "next": "13.5.6", "react": "18.2.0", "zustand": "4.4.7", "@tanstack/react-query": "4.36.1",
    "@material-ui/core": "4.12.4", "react-hook-form": "7.45.4", "zod": "3.22.4", "recharts": "2.12.7",
    "date-fns": "2.30.0", "date-fns-tz": "2.0.1", "react-imask": "7.6.1", "@sentry/nextjs": "7.119.0",
    "msw": "1.3.3",
}
FO_STACK = {
    "vue": "3.3.13", "pinia": "2.1.7", "quasar": "2.14.2", "react": "18.3.1", "react-dom": "18.3.1",
    "@mui/material": "5.15.20", "@mui/x-data-grid": "7.9.0", "@mui/icons-material": "5.15.20",
    "@reduxjs/toolkit": "2.2.6", "react-redux": "9.1.2", "redux-persist": "6.0.0",
    "react-router-dom": "6.23.1", "vite": "5.3.1", "vite-plugin-pwa": "0.20.0", "react-imask": "7.6.1",
    "react-swipeable": "7.0.1", "notistack": "3.0.1", "dexie": "4.0.8", "msw": "1.3.3",
}
FO_RTK1_STACK = dict(FO_STACK, **{"@reduxjs/toolkit": "1.9.7", "react-redux": "8.1.3"})
FO_VUE34_STACK = dict(FO_STACK, **{"vue": "3.4.38"})

CTX = {
    "CP_MAIN": (CP, "main", CP_MAIN_STACK),
    "CP_FEAT": (CP, "feat/usage-charts", CP_MAIN_STACK),
    "CP_REL": (CP, "release/2024.10", CP_MAIN_STACK),
    "CP_HOTFIX": (CP, "hotfix/nuxt-bridge", CP_HOTFIX_STACK),
    "FO_MAIN": (FO, "main", FO_STACK),
    "FO_FEAT": (FO, "feat/offline-sync", FO_STACK),
    "FO_RTK1": (FO, "spike/rtk1-compat", FO_RTK1_STACK),
    "FO_VUE34": (FO, "chore/vue-3.4-bump", FO_VUE34_STACK),
}

QUERIES = []
R, O, N = "reusable", "reference_only", "not_applicable"


def Q(category, lang, ctx, text, labels, expected, asset=None, asset_type=None):
    project, branch, stack = CTX[ctx]
    context = {"project": project, "branch": branch, "stack": dict(stack)}
    if asset:
        context["asset"] = asset
    if asset_type:
        context["asset_type"] = asset_type
    q = {
        "id": "q-ce-%03d" % (len(QUERIES) + 1),
        "query": text,
        "context": context,
        "labels": {"exp-ce-%04d" % k: v for k, v in labels.items()},
        "expected_decision": expected,
        "category": category,
        "lang": lang,
    }
    QUERIES.append(q)


# ---- identifier -----------------------------------------------------------
Q("identifier", "en", "CP_MAIN",
  "Migrating BillingSummaryCard to React: how do we map the b-card #header slot and the red border-variant for overdue bills in MUI?",
  {1: R, 2: N, 3: N, 4: N}, "inject", "BillingSummaryCard", "component")
Q("identifier", "en", "CP_MAIN",
  "BillSummaryCard on the /bills/[id]/print page - do we build it with MUI Card like the dashboard one?",
  {2: R, 1: N}, "inject", "BillSummaryCard", "component")
Q("identifier", "en", "FO_MAIN",
  "useMeterReadStore to Redux Toolkit: what does the slice look like and how did readsForJob(jobId) become a selector?",
  {57: R, 64: O, 62: N, 77: N, 58: N, 65: N}, "inject", "useMeterReadStore", "store")
Q("identifier", "mixed", "FO_MAIN",
  "useMeterRouteStore 里 loadRunSheet(date) 拉当天的 run sheet，React 里用 thunk 还是 RTK Query？",
  {58: R, 57: N}, "inject", "useMeterRouteStore", "store")
Q("identifier", "en", "CP_MAIN",
  "What replaced billingPeriodMixin (periodStart, periodEnd, daysElapsed computed props)?",
  {98: R, 99: N}, "inject", "billingPeriodMixin", "mixin")
Q("identifier", "mixed", "CP_MAIN",
  "billingCycleMixin 改成 hook 之后，下一次抄表日期（cycle day）的计算放在哪里？",
  {99: R, 98: N}, "inject", "billingCycleMixin", "mixin")
Q("identifier", "en", "FO_MAIN",
  "MeterSerialInput uses q-input mask=\"#### #### ##\" with unmasked-value - what's the React/MUI equivalent?",
  {72: R, 41: N, 82: N}, "inject", "MeterSerialInput", "component")
Q("identifier", "en", "CP_MAIN",
  "v-b-toggle + b-collapse for the 'Show tariff details' section on the plan page - how do we port it?",
  {44: R}, "reference", "v-b-toggle", "directive")
Q("identifier", "en", "CP_MAIN",
  "this.$bvModal.msgBoxConfirm before removing a saved card - what do we use now?",
  {33: R}, "inject", "$bvModal", "plugin")

# ---- synonym --------------------------------------------------------------
Q("synonym", "zh", "CP_MAIN",
  "保存付款方式之后 Nuxt 页面右上角弹出的那种小提示框，React 里用什么？",
  {34: R}, "inject")
Q("synonym", "zh", "FO_MAIN",
  "任务列表里左滑跳过、右滑到达的手势，React 里怎么实现？",
  {73: R}, "inject")
Q("synonym", "en", "CP_MAIN",
  "How should dollar amounts and credit balances be formatted now that the Vue template pipes are gone?",
  {36: R, 40: R}, "inject")
Q("synonym", "mixed", "FO_MAIN",
  "Pinia store 每次变化都把草稿读数同步到 IndexedDB 的那个 hook，换成 RTK 之后用什么？",
  {62: R, 79: O}, "inject")
Q("synonym", "en", "CP_MAIN",
  "How do we port the page guard that sends logged-out customers from /account to the login page?",
  {21: R, 22: O}, "inject")
Q("synonym", "en", "FO_MAIN",
  "What's the React pattern for an ancestor handing a service down to deeply nested children without prop drilling (what we did with provide/inject)?",
  {88: R}, "inject")
Q("synonym", "en", "FO_MAIN",
  "MeterJobDetail awaits the job fetch in an async setup() under <Suspense> - how do we do that in React?",
  {84: R}, "reference", "MeterJobDetail", "component")
Q("synonym", "zh", "FO_MAIN",
  "Quasar 顶部弹出的那种通知条（保存成功之类），在 React 里用什么替代？",
  {69: R}, "inject")

# ---- jargon ---------------------------------------------------------------
Q("jargon", "en", "CP_MAIN",
  "Strangler-fig cutover on main: how are routes that aren't migrated yet served?",
  {56: R, 55: N}, "inject")
Q("jargon", "mixed", "CP_MAIN",
  "persisted account store 在 SSR 下有没有已知的 hydration 坑？",
  {17: R, 20: O, 16: O}, "inject")
Q("jargon", "mixed", "FO_MAIN",
  "离开 Quasar PWA mode 之后，SW 更新提示（skipWaiting）怎么做？",
  {78: R}, "inject")
Q("jargon", "en", "CP_MAIN",
  "RHF Controller vs register for MUI TextField and Autocomplete - which one do we use?",
  {9: R, 5: O}, "reference")
Q("jargon", "mixed", "FO_MAIN",
  "Memoized selectors vs storeToRefs：怎么避免 re-render storm？",
  {63: R, 64: O}, "inject")
Q("jargon", "mixed", "CP_MAIN",
  "NMI checksum 校验在 zod 里怎么实现？",
  {7: R}, "inject", "nmi", "plugin")
Q("jargon", "en", "CP_MAIN",
  "Instead of nuxtServerInit, how does the first RSC render get the session and active account (cookie forwarding)?",
  {16: R, 45: N}, "inject")
Q("jargon", "zh", "FO_MAIN",
  "logout 的时候怎么把所有 slice 一起 $reset？",
  {66: R}, "inject")
Q("jargon", "en", "FO_MAIN",
  "$q.dark toggle -> MUI color scheme: is there a pattern for dark mode?",
  {76: R}, "reference")

# ---- version_gate ---------------------------------------------------------
Q("version_gate", "en", "CP_HOTFIX",
  "TanStack Query on the bridge branch: do I write gcTime or cacheTime?",
  {14: R, 15: N}, "inject")
Q("version_gate", "zh", "FO_RTK1",
  "rtk1-compat 分支上 createSlice 的 extraReducers 还能用对象写法吗？",
  {60: R, 59: N}, "inject")
Q("version_gate", "en", "FO_MAIN",
  "Two-way binding on MeterSerialInput (defineProps + emit update:modelValue) - which conversion note applies, the defineModel one?",
  {82: R, 81: N}, "inject")
Q("identifier", "mixed", "FO_VUE34",
  "Vue 3.4 升级之后组件都改成了 defineModel，转 React 的时候怎么写 props？",
  {81: R, 82: R}, "inject", "defineModel", "component")
Q("version_gate", "en", "FO_MAIN",
  "MSW: converting rest.get handlers to http.get / HttpResponse.json for the field-ops tests?",
  {90: N}, "abstain")
Q("version_gate", "en", "CP_HOTFIX",
  "useSearchParams() suspense boundary build error on the bridge branch - what's the fix?",
  {25: N}, "abstain")
Q("version_gate", "en", "CP_HOTFIX",
  "Sentry setup on the bridge branch after dropping @nuxtjs/sentry (instrumentation.ts?)",
  {47: N}, "abstain")
Q("version_gate", "zh", "FO_RTK1",
  "rtk1 分支上 configureStore 的 middleware 写成数组还能用吗？",
  {60: R, 59: N}, "inject")
Q("version_gate", "en", "CP_HOTFIX",
  "zustand useShallow for mapGetters-style selectors on the bridge branch?",
  {18: N}, "abstain")
Q("version_gate", "en", "FO_MAIN",
  "ConfirmSkipDialog passes data to its action buttons through a scoped slot - is there a slot-scope to render props note for field-ops?",
  {87: N}, "abstain")
Q("version_gate", "en", "CP_HOTFIX",
  "Emotion cache / AppRouterCacheProvider setup for MUI on the bridge branch - how do we get SSR styles?",
  {29: N, 54: R}, "inject")

# ---- status_gate ----------------------------------------------------------
Q("status_gate", "en", "CP_MAIN",
  "vee-validate interaction modes (eager / lazy) -> react-hook-form mode mapping?",
  {8: R}, "reference")
Q("status_gate", "mixed", "CP_MAIN",
  "account store 的 mapGetters 迁到 zustand selectors 怎么写？",
  {18: R, 12: O}, "reference")
Q("status_gate", "en", "FO_MAIN",
  "QUploader meter photo capture in React - what's the pattern?",
  {70: R, 79: N, 77: O}, "reference", "MeterPhotoUploader", "component")
Q("status_gate", "zh", "FO_MAIN",
  "任务列表的 QPullToRefresh 下拉刷新有替代方案吗？",
  {71: R}, "reference")
Q("status_gate", "en", "CP_MAIN",
  "Nuxt layouts (layout: 'dashboard') -> App Router: how do we structure them?",
  {28: R}, "reference")
Q("status_gate", "en", "CP_MAIN",
  "formDirtyGuard mixin (beforeRouteLeave unsaved-changes prompt) in the App Router?",
  {100: R}, "reference", "formDirtyGuard", "mixin")
Q("status_gate", "en", "CP_MAIN",
  "Should the React PaymentForm use Formik + Yup to keep the vee-validate component style?",
  {10: N, 5: R}, "inject")
Q("status_gate", "zh", "CP_MAIN",
  "$root.$emit 事件总线，换成 mitt 可以吗？",
  {96: N, 97: R}, "inject", "$root.$emit", "other")
Q("status_gate", "mixed", "FO_MAIN",
  "KeepAlive 缓存 tab 状态，React 里怎么做？",
  {85: R}, "reference")
Q("status_gate", "en", "FO_MAIN",
  "Moving field-ops Pinia stores to zustand - any notes?",
  {65: N, 57: O}, "reference")
Q("status_gate", "en", "CP_MAIN",
  "Storybook for the migrated portal components - how do we set up Storybook 8?",
  {94: R}, "reference")

# ---- scope_gate -----------------------------------------------------------
Q("scope_gate", "en", "CP_HOTFIX",
  "BillingSummaryCard on the bridge branch (MUI 4) - how was it ported?",
  {3: R, 1: N, 4: N}, "inject", "BillingSummaryCard", "component")
Q("scope_gate", "en", "CP_HOTFIX",
  "How are pages that haven't been migrated yet served on the bridge branch?",
  {55: R, 56: N}, "inject")
Q("scope_gate", "en", "FO_MAIN",
  "Input mask for the phone number field in the field-ops site contact form - can we reuse the portal's v-mask migration?",
  {41: N, 72: O}, "reference")
Q("scope_gate", "mixed", "FO_MAIN",
  "MeterJobsTable 从 QTable 换成 MUI DataGrid（server pagination）怎么改？",
  {67: R, 102: O, 31: N}, "inject", "MeterJobsTable", "component")
Q("scope_gate", "en", "CP_FEAT",
  "On the feat/usage-charts preview deploy, how are the routes we haven't migrated routed to Nuxt?",
  {56: N, 55: N}, "abstain")
Q("scope_gate", "en", "FO_MAIN",
  "Route guard for unauthenticated meter readers (router.beforeEach) -> React Router: is there a note?",
  {21: N}, "abstain")
Q("scope_gate", "en", "CP_HOTFIX",
  "asyncData on the bridge branch pages -> getServerSideProps?",
  {24: R, 23: N}, "inject", "asyncData", "router")
Q("scope_gate", "zh", "CP_HOTFIX",
  "bridge 分支 MUI4 里能用 sx 吗？主题色怎么取？",
  {35: R, 29: N, 1: N}, "reference")
Q("scope_gate", "en", "FO_MAIN",
  "Formatting meter access fees in AUD in field-ops - is there a currency filter migration we can use?",
  {36: N, 40: N}, "abstain")
Q("scope_gate", "en", "CP_REL",
  "Release branch hardening: BillingSummaryCard overdue styling on release/2024.10 - same as main?",
  {1: R, 3: N, 4: N}, "inject", "BillingSummaryCard", "component")

# ---- missing --------------------------------------------------------------
Q("missing", "en", "CP_MAIN",
  "How do we migrate the nuxt-i18n locale switcher to next-intl?",
  {}, "abstain")
Q("missing", "zh", "FO_MAIN",
  "历史任务列表用的 Quasar QInfiniteScroll，React 里怎么替换？",
  {}, "abstain")
Q("missing", "en", "CP_MAIN",
  "How did we migrate the Nuxt head() meta tags on the public tariff pages to generateMetadata?",
  {}, "abstain")
Q("missing", "en", "FO_MAIN",
  "Web Bluetooth optical meter probe plugin from the Quasar app - what's the React approach?",
  {}, "abstain")
Q("missing", "zh", "CP_MAIN",
  "优惠卡（concession card）上传组件用的是 vue-dropzone，迁到 React 用什么？",
  {}, "abstain")
Q("missing", "mixed", "FO_MAIN",
  "Quasar Capacitor mode 打的 Android 包，React 版用什么替代？",
  {}, "abstain")
Q("missing", "mixed", "CP_MAIN",
  "BootstrapVue b-carousel 在 MUI 里有替代吗？首页的促销轮播图要迁。",
  {}, "abstain")
Q("missing", "en", "CP_MAIN",
  "The Genesys live-chat widget Nuxt plugin - how was it ported to Next?",
  {}, "abstain")

# ---- error_code -----------------------------------------------------------
Q("error_code", "en", "CP_MAIN",
  "Bad argument type. Starting with v5, only the \"Object\" form is allowed when calling query related functions.",
  {15: R, 13: O}, "inject")
Q("error_code", "en", "FO_MAIN",
  "The object notation for `createSlice.extraReducers` has been removed. Please use the 'builder callback' notation instead",
  {59: R, 60: N}, "inject")
Q("error_code", "mixed", "FO_MAIN",
  "启动时报 A non-serializable value was detected in an action, in the path: `register`，怎么处理？",
  {61: R}, "inject")
Q("error_code", "en", "CP_MAIN",
  "createContext only works in Client Components. Add the \"use client\" directive at the top of the file to use it.",
  {29: R}, "inject")
Q("error_code", "en", "CP_MAIN",
  "useSearchParams() should be wrapped in a suspense boundary at page \"/bills\"",
  {25: R}, "inject")
Q("error_code", "en", "CP_MAIN",
  "Error: NextRouter was not mounted. after replacing this.$router.push",
  {27: R}, "inject")
Q("error_code", "en", "CP_MAIN",
  "MUI: The value provided to Autocomplete is invalid. None of the options match with the selected address",
  {9: R}, "reference", "AddressLookup", "component")
Q("error_code", "mixed", "FO_MAIN",
  "控制台一直报 Selector unknown returned a different result when called with the same parameters",
  {63: R}, "inject")
Q("error_code", "en", "CP_MAIN",
  "MUI: You are providing a disabled `button` child to the Tooltip component.",
  {43: R}, "inject")
Q("error_code", "en", "CP_MAIN",
  "Error: Text content does not match server-rendered HTML. - on the bill due date text",
  {39: R, 17: N, 50: O}, "inject")

# ---- multilingual ---------------------------------------------------------
Q("multilingual", "zh", "CP_MAIN",
  "BSB 号码校验（vee-validate 里 extend 注册的那个规则）迁到 zod 怎么写？",
  {6: R}, "inject")
Q("multilingual", "zh", "FO_MAIN",
  "升级到 RTK 2 之后 extraReducers 对象写法报错了，怎么改？",
  {59: R, 60: N}, "inject")
Q("multilingual", "en", "FO_MAIN",
  "How do the buttons that had v-close-popup close the MUI dialog now?",
  {74: R}, "inject")
Q("multilingual", "en", "CP_MAIN",
  "Moving vuex-persistedstate to zustand persist: what about the old localStorage key so customers aren't logged out of their selected account?",
  {20: R, 17: O}, "inject")
Q("multilingual", "en", "FO_MAIN",
  "$nextTick equivalent when I need to focus an input right after it's shown?",
  {91: R}, "inject")
Q("multilingual", "zh", "CP_MAIN",
  "PaymentForm 重复扣款事故之后，提交按钮防重和幂等键是怎么处理的？",
  {53: R}, "inject")
Q("multilingual", "en", "FO_MAIN",
  "Why did the field-ops dev server get so slow after switching to MUI icons, and which import style do we use now?",
  {101: R}, "inject")
Q("multilingual", "zh", "CP_MAIN",
  "账单历史表格 b-table 换成 DataGrid 以后，排序和分页参数怎么对应？",
  {31: R, 32: N}, "inject", "BillingHistoryTable", "component")
Q("multilingual", "zh", "FO_MAIN",
  "抄表照片上传（QUploader），iPhone 相册里的照片格式怎么处理？",
  {70: R}, "reference")
Q("multilingual", "en", "FO_MAIN",
  "useGeolocation composable replacement - how do we clean up watchPosition?",
  {80: R}, "inject")

# ---- long_doc -------------------------------------------------------------
Q("long_doc", "en", "CP_MAIN",
  "Why does the usage chart show 50 half-hour bars on 7 April?",
  {50: R, 51: O}, "inject")
Q("long_doc", "en", "CP_MAIN",
  "PaymentForm Idempotency-Key: is it generated per submit or per form mount, and when is it regenerated?",
  {53: R}, "inject")
Q("long_doc", "en", "CP_MAIN",
  "After the /account redirect loop incident, which paths did we exclude from the middleware matcher and why?",
  {22: R, 21: O}, "inject")
Q("long_doc", "mixed", "FO_MAIN",
  "iOS 上没有 Background Sync，离线读数队列现在是靠什么触发 flush 的？",
  {77: R, 79: O}, "inject")
Q("long_doc", "zh", "FO_MAIN",
  "图标改成路径导入以后，vite 的 optimizeDeps include 里还要加什么？",
  {101: R}, "inject")
Q("long_doc", "en", "CP_MAIN",
  "In the DST incident, what timezone are NEM12 interval timestamps in, and how did we convert them?",
  {50: R}, "inject")
Q("long_doc", "en", "FO_FEAT",
  "What is clientReadId used for when replaying the offline queue (from the lost meter reads post-mortem)?",
  {77: R, 57: O}, "inject")
Q("long_doc", "en", "CP_MAIN",
  "Why were there two cp_session cookies during the redirect loop, and how did we delete the stray one?",
  {22: R}, "inject")
Q("long_doc", "en", "FO_MAIN",
  "Which DataGrid buffer props did we tune for the MeterJobsTable jank on the Galaxy Tab A7 Lite?",
  {102: R, 67: O}, "reference", "MeterJobsTable", "component")

# ---- not_applicable -------------------------------------------------------
Q("not_applicable", "en", "CP_MAIN",
  "Can I reuse the recharts UsageChart migration for the 30-day sparkline in UsageChartMini?",
  {52: R, 51: N}, "inject", "UsageChartMini", "component")
Q("not_applicable", "zh", "CP_MAIN",
  "currency 过滤器那条迁移说明能不能直接用在用电量页面的 kWh 显示上？",
  {37: R, 36: N, 40: N}, "inject")
Q("not_applicable", "en", "CP_MAIN",
  "kw filter for demand charges - same 3 decimals as the kWh formatter?",
  {38: R, 37: N}, "inject", "kw", "filter")
Q("not_applicable", "en", "CP_MAIN",
  "Can we use NumericFormat (the v-currency replacement) for the BSB field as well?",
  {41: R, 42: N}, "inject")
Q("not_applicable", "zh", "FO_MAIN",
  "上门受阻（access issue）那个 QDialog 不是 persistent 的，还需要过滤 backdropClick 吗？",
  {68: N}, "abstain")
Q("not_applicable", "en", "CP_MAIN",
  "Can the StrictMode double-effect note explain the duplicate payment POSTs we saw in production?",
  {95: N, 53: R}, "inject")
Q("not_applicable", "en", "FO_MAIN",
  "ConfirmSkipDialog used <Teleport to=\"body\"> around the QDialog - do we need createPortal around the MUI Dialog?",
  {83: N, 68: R}, "inject", "ConfirmSkipDialog", "component")
Q("not_applicable", "en", "CP_MAIN",
  "Does the $axios refresh-token interceptor note apply to fetches made inside server components?",
  {45: N, 16: O}, "reference", "$axios", "plugin")
Q("not_applicable", "mixed", "FO_MAIN",
  "useOfflineQueue 能直接用在照片上传（multipart blob）上吗？",
  {79: N, 70: O, 77: O}, "reference", "useOfflineQueue", "store")
Q("not_applicable", "en", "CP_MAIN",
  "Can the react-imask v-mask note be used to mask the card number field in PaymentForm?",
  {41: N, 5: N}, "abstain")


def main():
    with open(os.path.join(HERE, "experiences.jsonl"), "w", encoding="utf-8") as f:
        for e in ENTRIES:
            f.write(json.dumps(e, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "queries.jsonl"), "w", encoding="utf-8") as f:
        for q in QUERIES:
            f.write(json.dumps(q, ensure_ascii=False) + "\n")
    print("wrote %d entries, %d queries" % (len(ENTRIES), len(QUERIES)))


if __name__ == "__main__":
    main()
