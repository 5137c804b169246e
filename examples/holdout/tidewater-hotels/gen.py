#!/usr/bin/env python3
"""Generate the Tidewater Hotels evaluation library (prefix tw).

Writes experiences.jsonl and queries.jsonl next to this script.
All content is hand-written; there is no randomness.
Entries are declared with a symbolic key; ids exp-tw-NNNN are assigned in
declaration order, and queries refer to entries by key.
"""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))

BA = "booking-admin"
GK = "guest-kiosk"
MAINREL = ["main", "release/*"]
LEG = ["legacy-ie11"]
GKB = ["main", "pilot/*"]

# applies_to presets
A_BA = {"vue": "^2.6", "react": ">=18", "antd": ">=5 <6"}
A_LEG = {"react": "^17", "antd": "^4.24"}
A_GK = {"nuxt": "^3.8", "next": ">=14 <15"}

ENTRIES = []
KEY2ID = {}


def E(key, title, body, project, asset_type, status, assets=None, branches=None,
      applies_to=None, conditions=None, counter=None, source=None, updated=None):
    assert key not in KEY2ID, key
    eid = "exp-tw-%04d" % (len(ENTRIES) + 1)
    KEY2ID[key] = eid
    d = {"id": eid, "title": title, "body": body.strip(), "project": project}
    if branches is not None:
        d["branches"] = branches
    if applies_to is not None:
        d["applies_to"] = applies_to
    d["asset_type"] = asset_type
    if assets:
        d["assets"] = assets
    d["status"] = status
    if conditions:
        d["conditions"] = conditions
    if counter:
        d["counter_conditions"] = counter
    if source:
        d["source"] = source
    if updated:
        d["updated_at"] = updated
    ENTRIES.append(d)


# ---------------------------------------------------------------------------
# booking-admin: components
# ---------------------------------------------------------------------------

E("rate_cal", "RateCalendar: antd 5 Calendar cellRender replaces the dateCellRender slot",
"""
Why: RateCalendar (Rates > Calendar, the month grid revenue uses every morning) was an ant-design-vue 1.7 <a-calendar> with a `dateCellRender` scoped slot. antd 5.4 deprecated `dateCellRender` / `monthCellRender` in favour of one `cellRender(current, info)`.

What:
- Ported to <Calendar cellRender={...}>. `info.type` is 'date' | 'month'; we only render our cell for 'date' and return `info.originNode` otherwise.
- Values are dayjs now, not moment. `.format('YYYY-MM-DD')` keeps working; `.isoWeekday()` needs the isoWeek plugin.
- Rates load per visible month: `useGetRatesQuery({ propertyId, month })`, month driven by `onPanelChange`.

```tsx
<Calendar
  value={month}
  onPanelChange={(d) => setMonth(d.startOf('month'))}
  onSelect={(d, info) => { if (info.source === 'date') openEdit(d); }}
  cellRender={(current, info) =>
    info.type === 'date'
      ? <RateCalendarCell day={current} rate={ratesByDay[current.format('YYYY-MM-DD')]} />
      : info.originNode}
/>
```

Gotchas:
- onSelect also fires when the month/year header select changes. Check `info.source === 'date'` (antd 5.6+) or the edit drawer pops on every month change.
- Do not keep the old `dateFullCellRender` override; it wipes the today-highlight and the keyboard focus ring.
""", BA, "component", "verified", assets=["RateCalendar"], branches=["*"],
  applies_to={"vue": "^2.6", "react": ">=18", "antd": ">=5.6 <6"},
  conditions="antd 5.6 or newer on main / release branches; calendar values are dayjs.",
  counter="Not for legacy-ie11 (antd 4 has no cellRender).",
  source="PR #1412 booking-admin", updated="2024-02-19")

E("rate_cell", "RateCalendarCell: stop-sell / CTA badges and memoising 42 cells",
"""
Why: after the RateCalendar port every hover re-rendered all 42 RateCalendarCell instances (the Vue version got this for free from reactivity tracking). Profiler showed ~38 ms per mouse move on the Bali property with 30 room types.

What:
- `export default memo(RateCalendarCell, (a, b) => a.rate?.version === b.rate?.version && a.day.isSame(b.day, 'day'))`.
- Stop-sell cells get the hatched background from `RateCalendarCell.module.css` (.stopSell); CTA / CTD (closed to arrival / departure) are small antd <Tag bordered={false}> badges.
- Rate objects are plain JSON from RTK Query (no moment inside), so the version compare is cheap.

Gotchas: the `day` prop is a fresh dayjs object every render of the parent, so never compare it by reference.
""", BA, "component", "verified", assets=["RateCalendarCell"], branches=MAINREL, applies_to=A_BA,
  conditions="Cell receives a plain rate object carrying a server `version` field.",
  counter="Covers badges and re-render cost only; not hover tooltips or the edit drawer.",
  source="PR #1437 booking-admin", updated="2024-02-27")

E("rate_cal_leg", "RateCalendar on legacy-ie11: keep dateCellRender with antd 4 + moment",
"""
Why / What: legacy-ie11 is on React 17 + antd 4.24, where Calendar has no `cellRender` (that arrived in antd 5.4). On this branch RateCalendar keeps `dateCellRender={(m) => <RateCalendarCell day={m} ... />}` and the values are moment objects, same as the Vue version, so the cell code from the Vue side ports almost 1:1.

Gotchas:
- Do not cherry-pick PR #1412 from main; it compiles (TS types are loose there) but renders empty cells because cellRender is silently ignored by antd 4.
- `onPanelChange(value, mode)` gives a moment; call `.clone().startOf('month')` before storing or you mutate the calendar's own value.
""", BA, "component", "verified", assets=["RateCalendar"], branches=LEG, applies_to=A_LEG,
  source="PR #1455 booking-admin (legacy-ie11)", updated="2024-03-04")

E("rts_label", "RoomTypeSelect: labelInValue + option groups in antd 5 Select (search filters by value!)",
"""
Why: RoomTypeSelect (used in ReservationDrawer, PromoCodeForm and the rate rules screen) was <a-select label-in-value show-search> with <a-select-opt-group> per wing/building.

What:
- antd 5 takes `options` with nested groups: `[{ label: 'Tower Wing', options: [{ value: 'DLK', label: 'Deluxe King' }] }]`.
- `labelInValue` still returns `{ value, label }`; our form stores only `value`, so normalise in `getValueFromEvent`.
- Search: antd 5 filters on `optionFilterProp`, which defaults to 'value'. Typing "deluxe" matched nothing because values are codes like DLK. Set `optionFilterProp="label"` (or a custom `filterOption`).

```tsx
<Select
  showSearch
  labelInValue
  optionFilterProp="label"
  options={groupByWing(roomTypes)}
  onChange={(v) => onChange?.(v.value)}
/>
```

Gotchas: ant-design-vue used the rendered text for filtering, so nobody noticed it had been value-based config all along.
""", BA, "component", "verified", assets=["RoomTypeSelect"], branches=MAINREL, applies_to=A_BA,
  conditions="Static list of room types already loaded for the property (under ~200 options).",
  counter="Not for mode=\"tags\" / free-text room types, and not for remote (server-side) search.",
  source="PR #1389 booking-admin", updated="2024-01-30")

E("rtp_cards", "RoomTypePicker: photo cards instead of a-radio-button slots",
"""
Why: RoomTypePicker is NOT RoomTypeSelect. It is the card grid with room photos on step 2 of the booking wizard. In Vue it was <a-radio-group> with <a-radio-button> whose default slot held an <img> and price; antd 5 Radio.Button clips anything taller than one line.

What: replaced with a small `RoomTypeCard` list: antd <Card hoverable> wrapped in a `role="radiogroup"` div, each card `role="radio" aria-checked`, arrow-key handling copied from antd's Radio.Group. Selection value stays the room type code so the wizard state is unchanged.

Gotchas: `Card` swallows Enter/Space; add onKeyDown yourself or keyboard users cannot pick a room.
""", BA, "component", "verified", assets=["RoomTypePicker"], branches=MAINREL, applies_to=A_BA,
  source="PR #1402 booking-admin", updated="2024-02-06")

E("rts_remote", "RoomTypeSelect remote search (candidate checklist)",
"""
Not settled yet; only the checklist below is agreed.

- [ ] `filterOption={false}` so antd does not filter the server results again.
- [ ] Debounce 300 ms and call the lazy query: `const [search, { data, isFetching }] = useLazySearchRoomTypesQuery()`.
- [ ] `notFoundContent={isFetching ? <Spin size="small" /> : null}`.
- [ ] Keep the selected option in `options` even when it is not in the latest results, otherwise the label flips to the raw code.
- [ ] Cancel stale requests: RTK Query lazy trigger returns a promise with `.abort()`.

Open question: group-wide search across 14 properties returns 900+ rows; paging not decided.
""", BA, "component", "candidate", assets=["RoomTypeSelect"], branches=MAINREL, applies_to=A_BA,
  source="Draft in #booking-admin-react thread, 2024-03-12", updated="2024-03-12")

E("rt_page_sort", "ReservationTable: server-side pagination and sorting through antd onChange",
"""
Why: ReservationTable (Reservations > List) pages and sorts on the server; Vue used `@change="(pagination, filters, sorter) => ..."` and pushed into the Vuex `reservation/fetchList` action.

What:
- antd 5 `onChange(pagination, filters, sorter, extra)`. `extra.action` is 'paginate' | 'sort' | 'filter'.
- `sorter` is an array when more than one column has `sorter: { multiple: n }`; we only allow one, but normalise anyway.
- Map `order` 'ascend' / 'descend' to the API's `asc` / `desc`; `undefined` order means "cleared" and must drop the sort param.
- State lives in URL search params and feeds `useListReservationsQuery({ propertyId, page, size, sort })`.

```ts
const onChange: TableProps<Row>['onChange'] = (p, f, s, extra) => {
  const sorter = Array.isArray(s) ? s[0] : s;
  setParams({
    page: extra.action === 'paginate' ? String(p.current) : '1',
    size: String(p.pageSize),
    sort: sorter.order ? `${sorter.field}:${sorter.order === 'ascend' ? 'asc' : 'desc'}` : '',
  });
};
```

Gotchas: reset to page 1 on sort/filter changes (the Vue version forgot and users landed on empty page 37). `total` comes from the `X-Total-Count` header; read it in `transformResponse` with `meta.response.headers`.
""", BA, "component", "verified", assets=["ReservationTable"], branches=MAINREL, applies_to=A_BA,
  source="PR #1378 booking-admin", updated="2024-01-24")

E("rt_select", "ReservationTable: keep row selection across pages with preserveSelectedRowKeys",
"""
Why: bulk actions (assign room, send pre-arrival mail) select reservations over several pages. In Vue we kept `selectedRowKeys` in Vuex and ant-design-vue 1.7 never pruned them. antd 5 prunes keys whose rows are not in the current dataSource the next time onChange fires, so page 2 selection wiped page 1.

What:
```tsx
rowSelection={{
  preserveSelectedRowKeys: true,
  selectedRowKeys,
  onChange: (keys, rows) => dispatch(selectionChanged({ keys, rows })),
}}
```
Keep the full row objects in the slice (merge by key) because `rows` only contains rows antd has seen.

Gotchas: the header "select all" only selects the current page; say so in the bulk bar ("12 selected across 3 pages").
""", BA, "component", "verified", assets=["ReservationTable"], branches=MAINREL, applies_to=A_BA,
  conditions="Paginated table (server or client side), normal rendering.",
  counter="Not verified with the `virtual` prop: with virtual scrolling we saw selectedRows lose off-screen records; do not rely on this recipe there.",
  source="PR #1391 booking-admin", updated="2024-02-01")

E("rt_resize", "ReservationTable: resizable columns with react-resizable",
"""
Why: front office wants to widen the Guest and Remarks columns; Vue used vue-draggable-resizable inside a custom header slot.

What: `components={{ header: { cell: ResizableTitle } }}` where ResizableTitle wraps the <th> in `react-resizable`'s <Resizable>; widths stored per user in localStorage key `tw.rt.widths.v1`.

Reviewer notes (open): fixed right column (Actions) misaligns by 1px after resize in Chrome; minimum widths not enforced for the Status column; not yet checked with sticky header.
""", BA, "component", "review_required", assets=["ReservationTable"], branches=MAINREL, applies_to=A_BA,
  source="PR #1466 booking-admin (changes requested)", updated="2024-03-08")

E("rt_virtual", "ReservationTable: antd 5.9 virtual list for the arrivals view",
"""
Why: the Arrivals tab shows the whole day unpaginated (up to ~1,800 rows on F1 weekend).

What: antd 5.9 added `virtual` on Table. Requirements: numeric `scroll.y` and a numeric `scroll.x` when columns are fixed.
```tsx
<Table virtual rowKey="id" scroll={{ x: 1600, y: 640 }} pagination={false} ... />
```
Column `width` must be numbers, not '12%'.

Gotchas: `onRow` handlers still work; `rowClassName` for VIP highlighting works; custom `components.body` overrides do not.
""", BA, "component", "verified", assets=["ReservationTable"], branches=MAINREL,
  applies_to={"vue": "^2.6", "react": ">=18", "antd": ">=5.9 <6"},
  conditions="Fixed row height, no expandable rows.",
  counter="Not for expandable rows (folio lines under a reservation) or variable row heights: rows jump and the scrollbar lies.",
  source="PR #1448 booking-admin", updated="2024-02-29")

E("drawer_zombie", "ReservationDrawer 'zombie drawer': reset the form when the drawer closes",
"""
Why: "zombie drawer" = ReservationDrawer reopened for guest B still showing guest A's remarks and deposit. Vue destroyed the component on close because of `v-if`; in React the Drawer stayed mounted and `Form.useForm()` lives in the parent page.

What:
- `destroyOnClose` on <Drawer> only unmounts the children; the form instance from the parent survives. Move `Form.useForm()` into the drawer content component, or
- call `form.resetFields()` in `afterOpenChange={(open) => !open && form.resetFields()}`.
- `initialValues` is only read on first mount: key the content on the reservation id (`<DrawerBody key={reservationId} />`).

Gotchas: do not use `forceRender` here; it keeps the zombie alive by design.
""", BA, "component", "verified", assets=["ReservationDrawer"], branches=MAINREL, applies_to=A_BA,
  source="PR #1421 booking-admin", updated="2024-02-21")

E("guest_card_slots", "GuestProfileCard: scoped slots become render props",
"""
Why / What: GuestProfileCard exposed `<template #actions="{ guest, isVip }">` and a default slot. React version: `actions?: (ctx: { guest: Guest; isVip: boolean }) => ReactNode` and `children`. Named slots without scope became plain ReactNode props (`extra`, `footer`).

Gotchas: Vue's `$slots.footer` check for "render the divider only if footer exists" becomes `footer != null`; an empty fragment still counts as present.
""", BA, "component", "verified", assets=["GuestProfileCard"], branches=["*"], applies_to={"react": ">=17"},
  source="PR #1366 booking-admin", updated="2024-01-18")

E("perm_ba", "v-permission directive -> <Can> component and usePermission hook",
"""
Why: `v-permission="'rates:edit'"` removed the element in the directive's `inserted` hook. Directives do not exist in React.

What:
- `usePermission(code)` reads `session.permissions` (loaded from GET /me) and returns a boolean.
- `<Can perm="rates:edit" fallback={null}>...</Can>` for markup; `<Can perm="folio:void" mode="disable">` renders the child disabled with a tooltip "Requires Night Manager", which the Vue directive could not do.
- Route-level checks moved to the router loader, not the component.

Gotchas: permission codes are case-sensitive (`Rates:Edit` silently fails). The Vue directive also accepted arrays meaning OR; `<Can any={['a','b']}>` keeps that.
""", BA, "directive", "verified", assets=["v-permission"], branches=["*"],
  source="PR #1359 booking-admin", updated="2024-01-15")

E("perm_gk", "guest-kiosk v-permission (staff override mode) -> useStaffMode",
"""
Why: on the kiosk, `v-permission` hid staff-only buttons (override ID check, reprint key) until a staff badge was tapped. Same directive name as booking-admin but a different mechanism: no /me call, the badge NFC reader unlocks staff mode for 60 s.

What: zustand `useStaffMode` store `{ until: number | null }`; `<StaffOnly>` renders children only while `Date.now() < until`; an interval clears it. Buttons are not rendered at all for guests (not disabled), so screen readers do not announce them.

Gotchas: remember to clear staff mode on idle reset, otherwise the next guest inherits the override buttons.
""", GK, "directive", "verified", assets=["v-permission", "useStaffMode"], branches=GKB, applies_to={"zustand": "^4"},
  source="PR #212 guest-kiosk", updated="2024-02-14")

E("dbl_click", "v-debounce-click -> pending-aware submit (fixes the 'double-dip')",
"""
Why: "double-dip" = two identical reservations created from one save because the front desk double-clicks or the network is slow. Vue had `v-debounce-click="800"`.

What: debouncing alone is not enough (a slow request outlives any debounce window).
- Disable while the mutation is pending: `const [create, { isLoading }] = useCreateReservationMutation();` and `<Button loading={isLoading} htmlType="submit">`.
- Send `Idempotency-Key: <uuid per form open>` so the API collapses retries (booking API supports it since v3.14).
- Form `onFinish` guard with a ref for the tiny window before `isLoading` flips.

Gotchas: generate the idempotency key when the form opens, not per click, or it does nothing.
""", BA, "directive", "verified", assets=["v-debounce-click"], branches=["*"],
  applies_to={"@reduxjs/toolkit": ">=1.9"},
  source="PR #1398 booking-admin; incident INC-2291", updated="2024-02-05")

E("click_outside", "v-click-outside -> useClickAway hook (portals count as outside!)",
"""
Why / What: team-wide replacement for `v-click-outside`: `useClickAway(ref, handler)` listening on `pointerdown` in the capture phase.

Gotchas: antd / MUI popups render into document.body, so a click inside a Select dropdown opened from the panel is "outside" the panel. Either pass the popup container (`getPopupContainer` / MUI `disablePortal`) or ignore targets inside `[data-popup-root]`.
""", "*", "directive", "verified", assets=["v-click-outside"], branches=["*"], applies_to={"react": ">=17"},
  source="team wiki: Vue->React directive map", updated="2024-01-10")

E("pagination_mixin", "paginationMixin -> usePagination hook (page state in the URL)",
"""
Why: `paginationMixin` injected `page`, `pageSize`, `onPageChange` and a watcher that refetched. Mixins do not exist in React.

What: `usePagination({ defaultSize: 20 })` backed by `useSearchParams`; returns `{ page, pageSize, antdPagination }` where `antdPagination` plugs straight into Table's `pagination` prop. Refetch is implicit because page/pageSize are RTK Query args.

Reviewer notes (open): page size is not persisted per user yet; decide whether changing filters resets the page inside the hook or at the call site.
""", BA, "mixin", "review_required", assets=["paginationMixin"], branches=MAINREL, applies_to=A_BA,
  source="PR #1372 booking-admin (in review)", updated="2024-01-22")

E("property_mixin", "propertyScopeMixin -> useCurrentProperty and explicit propertyId query args",
"""
Why: `propertyScopeMixin` put `this.propertyId` on every component and re-ran `fetchData()` when the header property switcher changed.

What:
- `useCurrentProperty()` selects `state.session.propertyId` (set by PropertySwitcher) and returns `{ propertyId, timezone, currency }`.
- Pass `propertyId` explicitly as an RTK Query argument. Do not read it inside `baseQuery`: the cache key would not include it and switching hotels would serve the old hotel's cache.

```ts
const { propertyId } = useCurrentProperty();
const { data } = useListReservationsQuery({ propertyId, page, size });
```
""", BA, "mixin", "verified", assets=["propertyScopeMixin"], branches=["*"], applies_to={"@reduxjs/toolkit": ">=1.9"},
  source="PR #1361 booking-admin", updated="2024-01-16")

E("dirty_form", "formDirtyMixin -> useBlocker + isFieldsTouched (data router only)",
"""
Why: `formDirtyMixin` used vue-router's `beforeRouteLeave` plus `window.onbeforeunload` to ask "Discard unsaved changes?" on PromoCodeForm, rate rules and guest profile edit.

What:
```tsx
const blocker = useBlocker(({ currentLocation, nextLocation }) =>
  form.isFieldsTouched() && currentLocation.pathname !== nextLocation.pathname);
useEffect(() => {
  if (blocker.state === 'blocked') modal.confirm({ title: t('common.discard'), onOk: blocker.proceed, onCancel: blocker.reset });
}, [blocker.state]);
```
plus a `beforeunload` listener while touched.

Gotchas: `useBlocker` only works under `createBrowserRouter` (data router, react-router 6.4+). After a successful save call `form.resetFields()` or the blocker fires on the redirect.
""", BA, "mixin", "verified", assets=["formDirtyMixin"], branches=["*"],
  applies_to={"react-router-dom": ">=6.4", "antd": ">=5 <6"},
  source="PR #1409 booking-admin", updated="2024-02-08")

E("dirty_form_leg", "legacy-ie11 unsaved-changes prompt via UNSAFE_NavigationContext",
"""
Why: legacy-ie11 is pinned to react-router-dom 6.3 (no data router, no useBlocker).

What: `const { navigator } = useContext(UNSAFE_NavigationContext); navigator.block(tx => ...)` (history v5 API), wrapped in `usePrompt(when, message)`.

Reviewer notes: relies on an UNSAFE export and history internals; back button behaviour on IE11 not confirmed by QA.
""", BA, "mixin", "review_required", assets=["formDirtyMixin"], branches=LEG,
  applies_to={"react-router-dom": ">=6 <6.4", "react": "^17"},
  source="PR #1471 booking-admin (legacy-ie11, in review)", updated="2024-03-11")

E("fmt_sgd_ba", "formatSGD filter -> formatMoney util (S$ prefix, Intl.NumberFormat)",
"""
Why: Vue filter `{{ amount | formatSGD }}`; filters are gone in Vue 3 and do not exist in React.

What: `formatMoney(amount, currency = 'SGD')` in `src/utils/money.ts`, built on `Intl.NumberFormat('en-SG', { style: 'currency', currency })`. Finance wants "S$1,234.50"; en-SG renders "$1,234.50", so for SGD we take `formatToParts` and replace the currency part with "S$".

Gotchas: amounts arrive as strings from the folio API ("1234.5"); never `parseFloat` totals, sum in cents first.
""", BA, "filter", "verified", assets=["formatSGD"], branches=["*"],
  source="PR #1355 booking-admin", updated="2024-01-12")

E("fmt_sgd_gk", "guest-kiosk formatSGD: payment screen amounts with formatMoney",
"""
Why / What: the kiosk payment and deposit screens used the same `formatSGD` filter name as booking-admin, but the kiosk copy is its own util in `lib/money.ts` (the two repos share nothing). Kiosk shows the guest's language: `formatMoney(amount, locale)` uses `Intl.NumberFormat(locale, { style: 'currency', currency: 'SGD', currencyDisplay: 'symbol' })`, then forces the "S$" symbol for every locale so zh and ja screens do not show "SGD" or a bare "$".

Gotchas: the card terminal wants minor units (cents) as integers; format for display only.
""", GK, "filter", "verified", assets=["formatSGD"], branches=GKB,
  source="PR #198 guest-kiosk", updated="2024-02-02")

E("fmt_date", "formatDate filter (moment) -> dayjs util with the property's timezone",
"""
Why: `{{ date | formatDate('DD MMM YYYY') }}` used moment with the browser timezone. Properties are in Singapore, Tokyo (Asia/Tokyo) and Bali (Asia/Makassar); night managers in SG work on Tokyo bookings.

What: `formatDate(value, fmt, tz = currentProperty.timezone)` using dayjs with `utc`, `timezone`, `customParseFormat` plugins extended once in `src/lib/dayjs.ts`. Date-only values ('2024-03-15') are formatted without tz conversion; timestamps are converted with `dayjs(value).tz(tz)`.

Gotchas: moment format tokens mostly match dayjs, except `Do` needs advancedFormat and `LT` etc need localizedFormat.
""", BA, "filter", "verified", assets=["formatDate"], branches=MAINREL,
  applies_to={"dayjs": "^1.11", "antd": ">=5 <6"},
  source="PR #1383 booking-admin", updated="2024-01-26")

E("nights_between", "nightsBetween filter -> dayjs diff on calendar days",
"""
Why / What: `nightsBetween(checkIn, checkOut)` = `dayjs(checkOut).startOf('day').diff(dayjs(checkIn).startOf('day'), 'day')` on date-only strings. Never diff timestamps: a 23:30 check-in in Tokyo counted 0 nights in the SG browser.
""", BA, "filter", "verified", assets=["nightsBetween"], branches=["*"], applies_to={"dayjs": "^1.11"},
  source="commit 7f3c2e1 booking-admin", updated="2024-01-26")

E("dayjs_weekday", "TypeError: clone.weekday is not a function (antd 5 pickers + duplicate dayjs)",
"""
Symptom: opening BlackoutDatePicker / any RangePicker throws
```
TypeError: clone.weekday is not a function
    at Object.getWeekDay (generateConfig/dayjs.js:...)
    at useCellRender ...
```
Cause: two dayjs copies in the bundle. antd 5 extends its own dayjs instance with weekday/localeData/weekOfYear; our values came from a second copy (pulled in by an old `dayjs@1.10` dependency of the vendor calendar widget), which lacks those plugins. Passing leftover moment objects from the old Vuex state gives the same family of errors (`date.locale is not a function`).

Fix:
- One dayjs: `npm ls dayjs` must show a single 1.11.x; add `resolve.dedupe: ['dayjs']` in vite.config.ts.
- Convert every date that reaches a picker with `dayjs(value)`, never hand over moment.
""", BA, "plugin", "verified", assets=["BlackoutDatePicker", "dayjs"], branches=["*"],
  applies_to={"antd": ">=5 <6", "dayjs": "^1.11"},
  source="PR #1427 booking-admin", updated="2024-02-22")

E("moment_leg", "legacy-ie11: keep moment for antd 4 date pickers, do not swap in dayjs",
"""
Why: antd 4 DatePicker / RangePicker / Calendar work on moment objects. Using dayjs there needs antd-dayjs-webpack-plugin, which broke the zh-CN locale and IE11 in our test (weeks started on Sunday and `dayjs.locale` threw in IE11).

What: on legacy-ie11 moment 2.29 stays, imported once with only the en-sg and zh-cn locales (`moment/locale/zh-cn`, ContextReplacementPlugin to drop the other 130 locales). Utilities that do not touch pickers can use dayjs; convert at the picker boundary with `moment(d.toDate())`.

Gotchas: passing a dayjs value into an antd 4 picker throws `TypeError: date.clone is not a function`.
""", BA, "plugin", "verified", assets=["moment", "dayjs"], branches=LEG,
  applies_to={"antd": "^4.24", "moment": "^2.29"},
  source="PR #1459 booking-admin (legacy-ie11)", updated="2024-03-05")

# ---------------------------------------------------------------------------
# booking-admin: store / router / plugins
# ---------------------------------------------------------------------------

E("vuex_serializable", "Vuex reservation draft held moment objects: RTK non-serializable warning",
"""
Symptom after porting the Vuex `reservation` module to a slice:
```
A non-serializable value was detected in the state, in the path: `reservation.draft.checkIn`. Value: Moment {_isAMomentObject: true, ...}
Take a look at the reducer(s) handling this action type: reservation/draftChanged.
```
Why: the Vuex draft stored moment objects straight from the date pickers; Vuex never cared.

What: the slice stores date-only ISO strings ('2024-05-03') and timestamps as ISO strings. Convert at the component boundary: picker `value={draft.checkIn ? dayjs(draft.checkIn) : null}` and `onChange={(d) => dispatch(draftChanged({ checkIn: d?.format('YYYY-MM-DD') ?? null }))}`.

Gotchas: do not silence it with `serializableCheck: { ignoredPaths }`; time-travel, persistence and RTK Query cache keys all break on class instances.
""", BA, "store", "verified", assets=["reservation", "Vuex"], branches=["*"],
  applies_to={"@reduxjs/toolkit": ">=1.9"},
  source="PR #1376 booking-admin", updated="2024-01-23")

E("rtk2_extra", "RTK 2: extraReducers object notation removed, use the builder callback",
"""
Symptom when the first slices (ported from Vuex modules by hand-translating `mutations` into an object) ran on RTK 2.0:
```
Error: The object notation for `createSlice.extraReducers` has been removed. Please use the 'builder callback' notation instead: https://redux-toolkit.js.org/api/createSlice
```
Same for `createReducer(initial, { [action.type]: fn })`.

What:
```ts
extraReducers: (builder) => {
  builder
    .addCase(logout, () => initialState)
    .addMatcher(bookingApi.endpoints.getReservation.matchFulfilled, (state, { payload }) => {
      state.current = payload;
    });
},
```
Gotchas: `addCase` calls must come before `addMatcher` calls or RTK throws at startup.
""", BA, "store", "verified", assets=["Vuex"], branches=MAINREL,
  applies_to={"@reduxjs/toolkit": "^2.0"},
  source="PR #1390 booking-admin", updated="2024-01-31")

E("rates_api", "Vuex rates module -> RTK Query ratesApi with per-month tags",
"""
Why: the Vuex `rates` module cached rates by month in state and had hand-written `invalidateMonth` mutations.

What: `ratesApi` endpoints `getRates({ propertyId, month })` providing `{ type: 'Rates', id: `${propertyId}:${month}` }`; `bulkUpdateRates` invalidates only the months touched (computed from the request's date range). Keep `keepUnusedDataFor: 300` so flipping months is instant.

Gotchas: invalidating the bare 'Rates' tag refetches every month ever opened in the session (we saw 40 requests after one bulk edit).
""", BA, "store", "verified", assets=["rates", "ratesApi"], branches=["*"],
  applies_to={"@reduxjs/toolkit": ">=1.9"},
  source="PR #1395 booking-admin", updated="2024-02-03")

E("getters_selectors", "Vuex parametric getters -> createSelector factories",
"""
Why / What: `mapGetters(['availableRooms'])` with `availableRooms(state)(roomTypeCode)` becomes `makeSelectAvailableRooms()` returning a `createSelector` instance, created once per component with `useMemo(makeSelectAvailableRooms, [])` and called as `useSelector((s) => select(s, code))`.

Gotchas: a single shared createSelector with a changing argument recomputes on every call (cache size 1 in reselect 4; reselect 5 in RTK 2 uses weakMapMemoize, which helps but do not rely on it for object args).
""", BA, "store", "verified", assets=["Vuex", "mapGetters"], branches=["*"],
  applies_to={"@reduxjs/toolkit": ">=1.9"},
  source="PR #1400 booking-admin", updated="2024-02-05")

E("persist_candidate", "vuex-persistedstate -> redux-persist? (candidate)",
"""
Checklist only; approach not agreed.
- [ ] Persist only `session` and `ui.preferences`, never RTK Query reducer paths.
- [ ] Add `FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER` to serializableCheck.ignoredActions.
- [ ] PersistGate causes a visible flash of the login page on slow laptops at the front desk; measure before merging.
""", BA, "store", "candidate", assets=["vuex-persistedstate"], branches=MAINREL,
  applies_to={"@reduxjs/toolkit": "^2.0"},
  source="spike branch spike/redux-persist", updated="2024-02-15")

E("auth_reauth", "Token refresh: baseQueryWithReauth with a mutex (replaces the axios interceptor)",
"""
Why: the Vuex `auth` module refreshed tokens in an axios response interceptor with a hand-rolled queue. With RTK Query there is no axios.

What: wrap fetchBaseQuery. On 401 with body `{"code":"TOKEN_EXPIRED"}` call POST /auth/refresh once (async-mutex `Mutex`), then retry. Other 401 codes (`TOKEN_REVOKED`, `SESSION_KICKED`) dispatch `logout()`.
```ts
const mutex = new Mutex();
export const baseQueryWithReauth: BaseQueryFn = async (args, api, extra) => {
  await mutex.waitForUnlock();
  let res = await rawBaseQuery(args, api, extra);
  if (res.error?.status === 401 && (res.error.data as any)?.code === 'TOKEN_EXPIRED') {
    if (!mutex.isLocked()) {
      const release = await mutex.acquire();
      try {
        const r = await rawBaseQuery({ url: '/auth/refresh', method: 'POST' }, api, extra);
        if (r.data) api.dispatch(tokenRefreshed(r.data)); else api.dispatch(logout());
      } finally { release(); }
    } else { await mutex.waitForUnlock(); }
    res = await rawBaseQuery(args, api, extra);
  }
  return res;
};
```
""", BA, "store", "verified", assets=["auth"], branches=["*"],
  applies_to={"@reduxjs/toolkit": ">=1.9"},
  source="PR #1368 booking-admin", updated="2024-01-19")

E("auth_interceptor_dep", "Token refresh via axios interceptor queue in React (superseded)",
"""
First port kept axios and moved the Vuex interceptor + `pendingRequests` queue into a React context. Superseded by baseQueryWithReauth (PR #1368): requests made through RTK Query bypassed the interceptor entirely and the two refresh paths raced, logging users out twice a day.
""", BA, "store", "deprecated", assets=["auth"], branches=["*"],
  source="PR #1333 booking-admin (reverted)", updated="2024-01-19")

E("router_guard", "vue-router beforeEach propertyGuard -> loader redirect",
"""
Why: global `router.beforeEach` sent users without a selected property to /select-property and checked `meta.perm`.

What: a root route `loader` in `createBrowserRouter`: `if (!store.getState().session.propertyId) throw redirect('/select-property?next=' + encodeURIComponent(url.pathname))`. Per-route permission via `handle: { perm: 'rates:view' }` checked in the same loader using `matchRoutes`.

Gotchas: loaders run before render, so the store must be created outside React (module singleton), not inside <App>.
""", BA, "router", "verified", assets=["propertyGuard", "vue-router"], branches=MAINREL,
  applies_to={"react-router-dom": ">=6.4"},
  source="PR #1380 booking-admin", updated="2024-01-25")

E("keep_alive", "<keep-alive> cached views: keep list state with URL params, RTK cache and ScrollRestoration",
"""
Why: `<keep-alive include="ReservationList,GuestList">` kept list pages alive, so going into a reservation and pressing Back restored filters, page and scroll. React Router has no keep-alive.

What:
- Filters and page in URL search params (they survive Back by definition).
- Data from RTK Query cache (`keepUnusedDataFor: 120`), so Back renders instantly without a spinner.
- `<ScrollRestoration getKey={(loc) => loc.pathname} />` in the root layout restores scroll.
We tried react-activation; it breaks with React 18 StrictMode and antd portals. Not worth it.
""", BA, "router", "verified", assets=["keep-alive", "ReservationList"], branches=MAINREL,
  applies_to={"react-router-dom": ">=6.4", "@reduxjs/toolkit": ">=1.9"},
  source="PR #1413 booking-admin", updated="2024-02-19")

E("notify_app", "$notify plugin -> App.useApp(); static notification loses the theme",
"""
Symptom:
```
Warning: [antd: notification] Static function can not consume context like dynamic theme. Please use 'App' component instead.
```
and the toasts showed antd default blue instead of Tidewater teal.

Why: the Vue `$notify` plugin wrapped ant-design-vue's global `notification`. In antd 5 the static `notification.success()` renders outside ConfigProvider.

What: wrap the tree in `<App>` (antd 5.1+), get `const { notification, message, modal } = App.useApp()` in components. For thunks / RTK listeners outside components, capture the instance once in a tiny `<NotifyBridge />` that stores it in a module variable (`setNotifier(notification)`), and call `notify.success(...)` from there.
""", BA, "plugin", "verified", assets=["$notify"], branches=MAINREL,
  applies_to={"antd": ">=5.1 <6"},
  source="PR #1405 booking-admin", updated="2024-02-07")

E("http_plugin", "$http axios plugin with X-Property-Id -> fetchBaseQuery prepareHeaders",
"""
What: `Vue.prototype.$http` added `Authorization` and `X-Property-Id`. Now: `fetchBaseQuery({ baseUrl: import.meta.env.VITE_API_BASE, prepareHeaders: (h, { getState }) => { h.set('Authorization', ...); return h; } })`.

Gotchas: do NOT add X-Property-Id in prepareHeaders; the property must be part of the endpoint args or cache entries leak across hotels (see propertyScopeMixin entry).
""", BA, "plugin", "verified", assets=["$http"], branches=MAINREL,
  applies_to={"@reduxjs/toolkit": ">=1.9", "vite": "^5"},
  source="PR #1364 booking-admin", updated="2024-01-17")

# ---------------------------------------------------------------------------
# booking-admin: i18n / style / build / test
# ---------------------------------------------------------------------------

E("i18n_plural", "vue-i18n $tc pipe plurals -> i18next _one/_other keys",
"""
Why: vue-i18n 8 `$tc('common.rooms', n)` with `"no rooms | {n} room | {n} rooms"`.

What: i18next (JSON v4, i18next 21+) uses suffixed keys and `count`:
```json
"rooms_zero": "no rooms",
"rooms_one": "{{count}} room",
"rooms_other": "{{count}} rooms"
```
`t('common.rooms', { count: n })`. Placeholders change from `{n}` to `{{count}}`; we converted 1,140 keys with `scripts/convert-vue-i18n.mjs`.

Gotchas: zh-CN has only the `other` category, so `rooms_one` is ignored there; write the zh string with `{{count}}` in `_other`. `_zero` is used for 0 in every language if present.
""", BA, "i18n", "verified", assets=["vue-i18n", "$tc"], branches=["*"],
  applies_to={"i18next": ">=21", "react-i18next": ">=11"},
  source="PR #1370 booking-admin", updated="2024-01-22")

E("i18n_trans", "v-html with $t -> <Trans> components",
"""
What: `<p v-html="$t('folio.voidWarn', { amount })">` with `<b>` inside the message becomes
`<Trans i18nKey="folio.voidWarn" values={{ amount }} components={{ b: <strong /> }} />`; the message keeps `<b>...</b>`. No more dangerouslySetInnerHTML, and guest names in `values` are escaped.
""", BA, "i18n", "verified", assets=["vue-i18n"], branches=["*"], applies_to={"react-i18next": ">=11"},
  source="PR #1374 booking-admin", updated="2024-01-23")

E("i18n_missing", "i18next missingKey warnings for zh-CN: fallbackLng chain",
"""
Symptom: console flooded with
```
i18next::translator: missingKey zh-CN translation rateCalendar.stopSell rateCalendar.stopSell
```
and raw keys on screen for the Shenzhen vendor's zh-CN QA.

What: `fallbackLng: { 'zh-CN': ['zh', 'en'], default: ['en'] }`, `load: 'currentOnly'` is wrong here (it skips 'zh'); use `load: 'all'`. `saveMissing` only in dev. vue-i18n's `silentFallbackWarn: true` equivalent is simply not logging: `missingKeyHandler` that reports to Sentry in prod.
""", BA, "i18n", "verified", assets=["vue-i18n"], branches=["*"], applies_to={"i18next": ">=21"},
  source="PR #1417 booking-admin", updated="2024-02-20")

E("theme_tokens", "Less @primary-color theme -> antd 5 ConfigProvider tokens",
"""
Why: ant-design-vue 1.7 was themed with less `modifyVars` (`@primary-color: #0b6e79`, `@border-radius-base: 2px`). antd 5 is CSS-in-JS; less variables do nothing.

What:
```tsx
<ConfigProvider theme={{
  token: { colorPrimary: '#0b6e79', borderRadius: 4, fontFamily: 'Inter, "PingFang SC", sans-serif' },
  components: { Table: { headerBg: '#f3f8f8' }, Layout: { siderBg: '#083c44' } },
}}>
```
Gotchas: `Layout.siderBg` / `Table.headerBg` token names changed in 5.10+; older names (`colorBgHeader`) are silently ignored.
""", BA, "style", "verified", assets=["theme"], branches=["*"],
  applies_to={"antd": ">=5.10 <6"},
  source="PR #1362 booking-admin", updated="2024-01-17")

E("theme_leg", "legacy-ie11 theme: keep less modifyVars with antd 4",
"""
What: legacy-ie11 keeps antd 4 less theming: `less-loader` with `lessOptions: { javascriptEnabled: true, modifyVars: { 'primary-color': '#0b6e79' } }` and `import 'antd/dist/antd.less'`. ConfigProvider `theme` prop does not exist in antd 4; antd 4's dynamic theme (CSS variables) needs CSS custom properties, which IE11 lacks.
""", BA, "style", "verified", assets=["theme"], branches=LEG, applies_to=A_LEG,
  source="PR #1452 booking-admin (legacy-ie11)", updated="2024-03-01")

E("deep_selector", "::v-deep / >>> overrides -> CSS modules :global (antd 5 :where specificity)",
"""
What: scoped `::v-deep .ant-table-cell {}` becomes `.wrapper :global(.ant-table-cell) {}` in a CSS module. antd 5 wraps its styles in `:where(.css-dev-only-do-not-override-xxxx)`, so its selectors have zero extra specificity and plain overrides win; remove the old `!important`s.
""", "*", "style", "verified", assets=["::v-deep"], branches=["*"], applies_to={"antd": ">=5 <6"},
  source="team wiki: styling", updated="2024-01-29")

E("vite_env", "vue-cli -> Vite 5: VUE_APP_ env vars become VITE_ / import.meta.env",
"""
Symptom: `Uncaught ReferenceError: process is not defined` at `src/api/base.ts` on first Vite start.

What: rename `VUE_APP_API_BASE` -> `VITE_API_BASE` in `.env*`, read with `import.meta.env.VITE_API_BASE`, type in `src/vite-env.d.ts`. Third-party code that reads `process.env.NODE_ENV` is handled by Vite; our own `process.env.X` is not. `define: { 'process.env': {} }` is a hack that hides real bugs; do not.
""", BA, "build", "verified", assets=["vue.config.js", "vite.config.ts"], branches=MAINREL,
  applies_to={"vite": "^5"},
  source="PR #1352 booking-admin", updated="2024-01-11")

E("leg_webpack", "legacy-ie11 build: webpack 5 + babel, transpile modern node_modules",
"""
Why: Vite's legacy plugin still emits `type=module` loaders that IE11 ignores in parts of our setup, and the branch must ship to the front desks on Windows 7 terminals at two older properties. legacy-ie11 builds with webpack 5.

What:
- `target: ['web', 'es5']`, babel-loader with `@babel/preset-env` (`useBuiltIns: 'entry'`, corejs 3) and browserslist `ie 11`.
- `IE11 SCRIPT1002: Syntax error` in vendors.js = an untranspiled dependency; find it by searching the chunk for `=>` or `class ` near the reported column and add it to the babel include list.
- Env vars: `DefinePlugin({ 'process.env.REACT_APP_API_BASE': JSON.stringify(...) })`; there is no import.meta on this branch.
""", BA, "build", "verified", assets=["webpack.config.js"], branches=LEG,
  applies_to={"webpack": "^5", "react": "^17"},
  source="PR #1450 booking-admin (legacy-ie11)", updated="2024-02-29")

E("react18_ie11_dep", "Polyfilling React 18 for IE11 (abandoned)",
"""
We tried React 18 + createRoot with core-js, whatwg-fetch and a Map/Set polyfill on legacy-ie11. It rendered, but concurrent features rely on MessageChannel scheduling and `queueMicrotask`; IE11 froze for 2-3 s on every Table sort. React 18 officially dropped IE11. Branch stays on React 17. Kept for history only.
""", BA, "build", "deprecated", branches=LEG,
  source="spike/react18-ie11", updated="2024-02-10")

E("test_vitest", "jest + @vue/test-utils -> vitest + React Testing Library",
"""
What: vitest (same Vite config, `environment: 'jsdom'`), `@testing-library/react` + `user-event`. No `wrapper.vm.someMethod()`: test through the DOM (`screen.getByRole('button', { name: /save/i })`). Components needing the store use `renderWithProviders(ui, { preloadedState })` from `src/test/utils.tsx`.

Gotchas: antd 5 Select options render in a portal; query them with `screen` not `within(container)`; and call `await user.click(...)`, the sync fireEvent misses antd's mousedown handlers.
""", BA, "test", "verified", assets=["jest"], branches=MAINREL,
  applies_to={"vite": "^5", "react": ">=18"},
  source="PR #1358 booking-admin", updated="2024-01-15")

E("test_msw", "Mocking RTK Query endpoints in tests with msw 2",
"""
What: msw 2 handlers (`http.get('*/reservations', () => HttpResponse.json(...))`, not msw 1's `rest.get(req, res, ctx)`). Reset between tests: `server.resetHandlers()` and `store.dispatch(bookingApi.util.resetApiState())`, otherwise cached data from the previous test leaks in.
""", BA, "test", "verified", assets=["msw"], branches=["*"],
  source="PR #1381 booking-admin", updated="2024-01-25")

# ---------------------------------------------------------------------------
# booking-admin: more components and API errors
# ---------------------------------------------------------------------------

E("allotment_grid", "AllotmentGrid: 420 inline inputs are laggy (review)",
"""
Why: AllotmentGrid (14 days x up to 30 room types, each cell an allotment count for a travel agent) used one <a-input-number> per cell; straight port to antd InputNumber takes 900 ms to mount and ~60 ms per keystroke.

What (proposed): uncontrolled `<input type="number">` styled like antd, values held in a ref map, one commit on blur / Enter into the RTK slice; row virtualisation not needed at 30 rows.

Reviewer notes: keyboard navigation (arrow keys between cells) missing; paste of a copied Excel range not handled yet.
""", BA, "component", "review_required", assets=["AllotmentGrid"], branches=MAINREL, applies_to=A_BA,
  source="PR #1474 booking-admin (in review)", updated="2024-03-12")

E("promo_form", "PromoCodeForm: v-decorator / this.$form.createForm -> antd 5 Form.Item name + rules",
"""
Why: ant-design-vue 1.x forms used `this.$form.createForm(this)` and `v-decorator="['code', { rules }]"`, the antd 3 style API.

What:
- `const [form] = Form.useForm()`, `<Form.Item name="code" rules={[{ required: true }, { pattern: /^[A-Z0-9]{4,12}$/ }]}>`.
- Callback validators `validator(rule, value, callback)` become `validator: async (_, value) => { if (...) throw new Error(t('promo.overlap')) }`.
- validTo depends on validFrom: `dependencies={['validFrom']}` on the validTo item.
- `form.getFieldDecorator` calls disappear; watched values via `Form.useWatch('discountType', form)`.

Gotchas: calling the old-style callback inside an async validator resolves nothing and the form hangs in "validating".
""", BA, "component", "verified", assets=["PromoCodeForm"], branches=MAINREL, applies_to=A_BA,
  source="PR #1393 booking-admin", updated="2024-02-02")

E("blackout_picker", "BlackoutDatePicker: RangePicker disabledDate with blackout dates",
"""
What: blackout dates come from `useGetBlackoutsQuery(propertyId)` as 'YYYY-MM-DD' strings; keep a `Set` and `disabledDate={(d) => d.isBefore(today, 'day') || blackout.has(d.format('YYYY-MM-DD'))}`. Values are dayjs in antd 5.

Gotchas: a range that spans a blackout date must also be rejected on submit; disabledDate only disables clicking the blackout day itself, not ranges around it.
""", BA, "component", "verified", assets=["BlackoutDatePicker"], branches=MAINREL,
  applies_to={"antd": ">=5 <6", "dayjs": "^1.11"},
  source="PR #1426 booking-admin", updated="2024-02-22")

E("currency_input", "CurrencyInput: caret jumps to the end while typing SGD amounts",
"""
Why: CurrencyInput wraps InputNumber with a formatter that inserts thousands separators; while typing "1250" the formatter rewrote the value to "1,250" and the caret jumped to the end, so typing in the middle was impossible.

What: antd 5 InputNumber passes `info.userTyping` to the formatter; return the raw input while the user types and format only when not typing:
```tsx
<InputNumber<string>
  stringMode
  precision={2}
  formatter={(v, info) => (info.userTyping ? info.input : formatAmount(v))}
  parser={(v) => (v ?? '').replace(/[^0-9.]/g, '')}
  addonBefore="S$"
/>
```
`stringMode` avoids 0.1 + 0.2 float noise in folio totals.
""", BA, "component", "verified", assets=["CurrencyInput"], branches=MAINREL, applies_to=A_BA,
  conditions="Two-decimal currencies (SGD, MYR, USD).",
  counter="Not for zero-decimal currencies (JPY, IDR): precision, parser and the rounding rules differ and were not covered.",
  source="PR #1431 booking-admin", updated="2024-02-23")

E("property_switch", "PropertySwitcher: reset RTK Query cache when the hotel changes",
"""
Why: Vue PropertySwitcher did `window.location.reload()` after changing property. The React version switches in place, and lists briefly showed the previous hotel's rows.

What: on change dispatch `propertyChanged(id)` then `dispatch(bookingApi.util.resetApiState())`; slices holding per-property data listen to `propertyChanged` and reset. Lists then refetch with the new `propertyId` arg.

Gotchas: resetApiState while a mutation is in flight drops its result; the switcher is disabled while `isMutating` (useIsMutating-like selector on `state.bookingApi.mutations`).
""", BA, "component", "verified", assets=["PropertySwitcher"], branches=MAINREL,
  applies_to={"@reduxjs/toolkit": ">=1.9", "react": ">=18"},
  source="PR #1419 booking-admin", updated="2024-02-20")

E("hk_dnd", "HousekeepingBoard drag-and-drop: vuedraggable -> dnd-kit (candidate)",
"""
Checklist only:
- [ ] dnd-kit `DndContext` + `SortableContext` per floor column; `closestCorners` collision.
- [ ] Keyboard sensor on (housekeeping supervisors use tablets with keyboards).
- [ ] Optimistic move with rollback on 409 `ROOM_STATE_CHANGED`.
- [ ] Do not re-render the whole board on drag over; memo room tiles.
""", BA, "component", "candidate", assets=["HousekeepingBoard", "vuedraggable"], branches=MAINREL, applies_to=A_BA,
  source="spike/hk-dnd-kit", updated="2024-03-06")

E("hk_polling", "HousekeepingBoard 'OOO board' polling with skipPollingIfUnfocused",
"""
Why: the OOO board (out-of-order / out-of-service rooms view of HousekeepingBoard) polled every 30 s with a setInterval in `mounted()`, even in background tabs; 60 supervisor tabs hammered /rooms/status.

What: `useGetRoomStatusQuery(propertyId, { pollingInterval: 30_000, skipPollingIfUnfocused: true })`. `skipPollingIfUnfocused` was added in RTK 2.0; it needs `setupListeners(store.dispatch)` for focus tracking.
""", BA, "component", "verified", assets=["HousekeepingBoard"], branches=["*"],
  applies_to={"@reduxjs/toolkit": "^2.0"},
  source="PR #1441 booking-admin", updated="2024-02-27")

E("night_audit", "Night audit freeze: 423 NIGHT_AUDIT_IN_PROGRESS handling (candidate)",
"""
Context: the "night audit freeze" is the 02:00-02:40 SGT window when the PMS closes the business day; every write returns
```
HTTP 423 Locked {"code":"NIGHT_AUDIT_IN_PROGRESS","retryAfter":1800}
```
Proposed checklist (not agreed):
- [ ] RTK listener middleware with `isRejectedWithValue` catching status 423 and showing one global banner instead of a toast per request.
- [ ] Disable save buttons via `ui.nightAudit` flag.
- [ ] Do not auto-retry mutations (folio postings must not replay after the day closes).
""", BA, "store", "candidate", assets=["bookingApi"], branches=["*"],
  applies_to={"@reduxjs/toolkit": ">=1.9"},
  source="#booking-admin-react thread 2024-03-01", updated="2024-03-01")

E("rate_locked", "409 ERR_RATE_LOCKED when saving rates: show lock owner, retry after",
"""
Why: the "rate lock dance": revenue managers editing the same month; the rates API locks (property, month) for 5 minutes per editor. Vue showed a generic "Save failed".

What:
```ts
try {
  await bulkUpdateRates(body).unwrap();
} catch (e) {
  if (isFetchBaseQueryError(e) && e.status === 409 && (e.data as any)?.code === 'ERR_RATE_LOCKED') {
    modal.warning({ title: t('rates.lockedBy', { name: (e.data as any).lockedBy }), content: t('rates.retryIn', { s: (e.data as any).retryAfter }) });
    return;
  }
  throw e;
}
```
Gotchas: ERR_RATE_LOCKED is not retried automatically; keep the user's edits in the form so they can save again.
""", BA, "other", "verified", assets=["RateCalendar", "ratesApi"], branches=["*"],
  applies_to={"@reduxjs/toolkit": ">=1.9", "antd": ">=5 <6"},
  source="PR #1444 booking-admin", updated="2024-02-28")

E("allot_exhausted", "BKG-4091 allotment exhausted on confirm: refetch availability",
"""
Error from POST /reservations/confirm: `{"code":"BKG-4091","message":"Allotment exhausted for room type DLK on 2024-04-12"}` (HTTP 422). Happens when an agent allotment is consumed between search and confirm.

What: mutation `invalidatesTags: [{ type: 'Availability', id: propertyId }]` on error too (`invalidatesTags: (r, err, arg) => ...` returns tags regardless), show the message inline on the RoomTypeSelect field, keep the rest of the form.
""", BA, "other", "verified", assets=["ReservationDrawer"], branches=["*"],
  applies_to={"@reduxjs/toolkit": ">=1.9"},
  source="PR #1435 booking-admin", updated="2024-02-26")

E("modal_open", "antd 5 Modal/Drawer: visible -> open",
"""
Warning: "Warning: [antd: Modal] `visible` is deprecated. Please use `open` instead." ant-design-vue `:visible.sync` becomes `open` + `onCancel={() => setOpen(false)}`. Drawer likewise (`open`, `afterOpenChange` instead of `afterVisibleChange`).
""", BA, "component", "verified", branches=MAINREL, applies_to={"antd": ">=5 <6"},
  source="commit 3b91d0a booking-admin", updated="2024-01-14")

E("dropdown_menu", "antd 5 Dropdown: overlay -> menu={{ items }}",
"""
Warning: "Warning: [antd: Dropdown] `overlay` is deprecated. Please use `menu` instead." The Vue `<a-menu slot="overlay">` row actions become `menu={{ items, onClick: ({ key }) => ... }}` with `items: [{ key: 'cancel', label: t('rsv.cancel'), danger: true }]`.
""", BA, "component", "verified", branches=MAINREL, applies_to={"antd": ">=5 <6"},
  source="commit 5d20c7e booking-admin", updated="2024-01-14")

E("export_excel_zh", "ReservationTable 导出 Excel：vue-json-excel 换成 SheetJS",
"""
供应商备注（深圳）：
原来 Vue 用 `vue-json-excel` 的 <download-excel> 组件。React 版本改用 SheetJS (`xlsx`)：
```ts
const ws = XLSX.utils.json_to_sheet(rows.map(toExportRow));
const wb = XLSX.utils.book_new();
XLSX.utils.book_append_sheet(wb, ws, 'Reservations');
XLSX.writeFile(wb, `reservations-${date}.xlsx`);
```
注意：
1. 超过 5000 行不要在前端导出，走后端 `/reports/reservations/export`，否则浏览器卡死。
2. 列名用当前语言（t()），导出 CSV 时要加 UTF-8 BOM，不然 Excel 打开中文乱码。
3. 金额导出为数字，不要用 formatSGD 格式化后的字符串。
待 Tidewater 评审。
""", BA, "component", "review_required", assets=["ReservationTable"], branches=MAINREL, applies_to=A_BA,
  source="vendor note SZ-0117", updated="2024-03-07")

E("rts_popup_zh", "RoomTypeSelect 在 Modal 里下拉框被遮挡：getPopupContainer",
"""
供应商备注：
现象：ReservationDrawer 和改房 Modal 里的 RoomTypeSelect 下拉框被截断 / 滚动时下拉框不跟随。
原因：Modal body 设置了 overflow: auto，下拉挂在 body 上，滚动时位置错位。
解决：`getPopupContainer={(trigger) => trigger.parentElement!}`；全局可以在 ConfigProvider 上设 `getPopupContainer`，但会影响 Table 的筛选下拉，只在 Modal/Drawer 内单独设置。
""", BA, "component", "verified", assets=["RoomTypeSelect"], branches=MAINREL, applies_to=A_BA,
  source="vendor note SZ-0098", updated="2024-02-16")

E("antd_locale_zh", "antd 5 中文 locale：日历星期仍显示英文",
"""
供应商备注：
ConfigProvider 设置 `locale={zhCN}`（`antd/locale/zh_CN`）后，DatePicker 的按钮是中文，但星期和月份还是英文。
原因：antd 5 日期用 dayjs，dayjs 的语言要单独加载：
```ts
import 'dayjs/locale/zh-cn';
dayjs.locale('zh-cn');
```
切换语言时（i18n.changeLanguage）要同时调用 dayjs.locale()，并且一周从周一开始（zh-cn 自带 weekStart: 1）。
""", BA, "i18n", "verified", assets=["ConfigProvider", "dayjs"], branches=MAINREL,
  applies_to={"antd": ">=5 <6", "dayjs": "^1.11"},
  source="vendor note SZ-0104", updated="2024-02-19")

E("rate_cal_fullcal_dep", "RateCalendar on FullCalendar React (abandoned)",
"""
First attempt ported RateCalendar to @fullcalendar/react dayGridMonth with custom dayCellContent. Dropped: premium licence needed for resource views, 180 ms re-render per hover, and styling fought antd. Replaced by antd Calendar cellRender (PR #1412).
""", BA, "component", "deprecated", assets=["RateCalendar"], branches=MAINREL, applies_to=A_BA,
  source="PR #1340 booking-admin (closed)", updated="2024-02-19")

E("rt_tanstack", "ReservationTable on TanStack Table + react-virtual for expandable folio rows (review)",
"""
Why: the Departures view needs expandable rows (folio lines under each reservation) AND 1,000+ rows; antd's `virtual` does not support variable-height expanded rows.

What (proposed): headless TanStack Table v8 for that one view, `@tanstack/react-virtual` with `measureElement` for dynamic row heights, antd styles reused via class names.

Reviewer notes: two table implementations to maintain; sticky header flicker on Safari; accessibility of the expand toggle not checked.
""", BA, "component", "review_required", assets=["ReservationTable"], branches=MAINREL, applies_to=A_BA,
  source="PR #1469 booking-admin (in review)", updated="2024-03-10")

# ---------------------------------------------------------------------------
# booking-admin: long post-mortems
# ---------------------------------------------------------------------------

E("folio_pm", "Post-mortem INC-2317: 'ghost folio' lines in FolioLedger after the React port",
"""
Post-mortem INC-2317 - "ghost folio" lines in FolioLedger
Severity: SEV-2. Properties affected: Tidewater Marina Bay, Tidewater Clarke Quay. Window: 2024-02-12 09:10 to 2024-02-13 16:45 SGT.
Authors: booking-admin web team. Reviewed with Finance (night audit) and the PMS integration team.

## Summary

After FolioLedger (the guest bill screen: charges, payments, refunds, transfers between folios) moved from Vue 2 + Vuex to React 18 + RTK Query, front office reported "ghost folio" lines: charge lines that appear twice on screen, vanish after a refresh, and in two cases were really posted twice to the PMS. Finance caught the real duplicates during night audit (two S$ 389.00 room-night charges on the same folio). No guest was over-charged at checkout, because the cashiers voided the duplicates, but it cost a night audit re-run at Clarke Quay.

There were three separate causes that looked like one bug. That is why the first two fixes did not stop the reports.

## Timeline (SGT)

- 02-12 09:10 first report from Marina Bay front desk: "room charge shows twice, refresh and it is once".
- 02-12 11:30 reproduced on staging with the React build; assumed to be a rendering key issue; hotfix #1 changes `rowKey` from index to line id. Reports continue.
- 02-12 19:05 Clarke Quay: duplicate S$ 389.00 room-night charge actually in the PMS.
- 02-13 02:20 night audit flags 2 duplicated postings; audit paused (the "night audit freeze" ran 40 minutes longer than usual).
- 02-13 10:00 root causes 2 and 3 found; hotfix #2 and #3 deployed 16:45.

## Cause 1: optimistic line + refetch = the same line twice (display only)

`postCharge` did an optimistic update and also invalidated the folio:

```ts
postCharge: build.mutation<FolioLine, PostChargeArg>({
  query: (arg) => ({ url: `/folios/${arg.folioId}/lines`, method: 'POST', body: arg.line }),
  async onQueryStarted(arg, { dispatch, queryFulfilled }) {
    const patch = dispatch(folioApi.util.updateQueryData('getFolio', arg.folioId, (draft) => {
      draft.lines.push({ ...arg.line, id: `tmp-${Date.now()}` });
    }));
    queryFulfilled.catch(patch.undo);
  },
  invalidatesTags: ['Folio'],
}),
```

The optimistic line has a temporary id; the refetch brings the real line with the server id. Between the refetch landing and the cache replacement, React rendered both. Worse, when the refetch was deduplicated with an in-flight getFolio, the patch was re-applied on top of fresh data, so the tmp line stayed until the next refresh. This is the "vanishes after refresh" ghost.

Fix: pick one. We removed the optimistic patch for postings (money must show what the server accepted) and kept a pending row rendered from mutation state (`isLoading` + the arg), outside the cached data.

## Cause 2: the Vue mounted() auto-post, replayed by StrictMode and remounts (real duplicates)

The Vue FolioLedger had this in `mounted()`:

```js
mounted() {
  if (this.folio.needsRoomNight && this.isCheckInDay) {
    this.$store.dispatch('folio/postRoomNight', this.folio.id);
  }
}
```

It was ported literally into a `useEffect(() => { if (needsRoomNight) postRoomNight(folioId) }, [folioId])`. In development StrictMode runs effects twice, which is how the room-night charge posted twice in dev, and everybody assumed "dev only". In production the same effect re-ran whenever FolioLedger remounted: switching the drawer tab between Folio A and Folio B remounted the ledger (it was keyed on the tab), and `needsRoomNight` came from cached data that still said true until the refetch. Two remounts inside ~800 ms = two POSTs = the real S$ 389.00 duplicate.

Stack from the staging repro (React dev build):

```
postRoomNight @ folioApi.ts:88
(anonymous) @ FolioLedger.tsx:41
commitHookEffectListMount @ react-dom.development.js:23150
invokePassiveEffectMountInDEV @ react-dom.development.js:25154
invokeEffectsInDev @ react-dom.development.js:27351
commitDoubleInvokeEffectsInDEV @ react-dom.development.js:27330
flushPassiveEffectsImpl @ react-dom.development.js:27056
```

Fix: side effects that post money never run from render or effects. The auto-post moved to the server: the PMS now posts the room-night charge during check-in (`POST /reservations/{id}/check-in` does it atomically), and FolioLedger only displays. Where a user action still posts (manual charge, minibar), the button handler calls the mutation, and every posting carries an `Idempotency-Key` generated when the charge form opens; the PMS integration rejects a replay with 409 `DUPLICATE_POSTING`. Lint rule added: no mutation trigger inside useEffect in `src/features/folio/**`.

## Cause 3: invalidating the bare 'Folio' tag refetched every folio in the session

`invalidatesTags: ['Folio']` with `providesTags: ['Folio']` meant every posting refetched every cached folio: a cashier with 6 guests open in tabs triggered 6 GETs per posting, and at the morning checkout peak the PMS folio endpoint hit its rate limit (HTTP 429). Retries returned stale folios that still lacked the line, which made the cashier post again: that is the second real duplicate.

Fix: id-scoped tags.

```ts
getFolio: build.query<Folio, string>({
  query: (id) => `/folios/${id}`,
  providesTags: (res, err, id) => [{ type: 'Folio', id }],
}),
postCharge: build.mutation<FolioLine, PostChargeArg>({
  query: ({ folioId, line, idemKey }) => ({
    url: `/folios/${folioId}/lines`, method: 'POST', body: line,
    headers: { 'Idempotency-Key': idemKey },
  }),
  invalidatesTags: (res, err, { folioId }) => [{ type: 'Folio', id: folioId }],
}),
transferLine: build.mutation<void, TransferArg>({
  invalidatesTags: (r, e, a) => [{ type: 'Folio', id: a.fromFolioId }, { type: 'Folio', id: a.toFolioId }],
  ...
}),
```

Transfers invalidate both folios explicitly; nothing invalidates the bare type any more.

## What we keep

1. Money postings: no optimistic cache patches; show a pending row from mutation state.
2. No mutation calls from useEffect in folio code; server owns automatic postings.
3. Idempotency-Key per opened form, not per click.
4. Tags always carry the folio id.
5. rowKey = server line id; pending rows use the idempotency key.

Related: the "double-dip" entry (v-debounce-click) for the front-desk double click; this incident was not a double click.
""", BA, "component", "verified", assets=["FolioLedger", "folioApi"], branches=MAINREL, applies_to=A_BA,
  conditions="FolioLedger and other money-posting screens using RTK Query mutations.",
  source="Post-mortem INC-2317, Confluence BA/PM/2024-02", updated="2024-02-16")

E("date_shift_pm", "Post-mortem INC-2342: check-in dates shifted by one day for Tidewater Ginza (release/2024.03)",
"""
Post-mortem INC-2342 - check-in dates off by one day for the Tokyo property
Branch: release/2024.03 (first release with the React reservation screens). Property: Tidewater Ginza (Asia/Tokyo, UTC+9). Reporter: Ginza front office manager, confirmed by the central reservations team in Singapore.

## Summary

Reservations created or edited in the React ReservationDrawer from Singapore laptops for Tidewater Ginza arrived at the PMS with the check-in one day earlier than picked (picked 2024-03-21, stored 2024-03-20). Edits made in Tokyo were fine. 37 reservations affected over 3 days, all corrected manually; 4 guests had received a confirmation mail with the wrong date.

## What the Vue version did

The Vue 2 screens used moment with the browser timezone and sent `checkIn: this.checkIn.format('YYYY-MM-DD')`. The format call was scattered but always date-only, so a date was a date regardless of where the browser was.

## What the React version did

Three changes landed together in release/2024.03:

1. `src/lib/dayjs.ts` extended utc + timezone and called `dayjs.tz.setDefault('Asia/Singapore')` "because we are a Singapore company".
2. The reservation slice stored `checkIn` as `d.toISOString()` (we had just fixed the non-serializable Moment warning and ISO strings looked like the obvious serializable form).
3. The API mapper sent `checkIn: draft.checkIn.slice(0, 10)`.

antd 5 DatePicker returns a dayjs at local midnight of the browser, not in the tz default (setDefault only affects `dayjs.tz()` calls). Picked 2024-03-21 in a Singapore browser = 2024-03-21T00:00+08:00 = `2024-03-20T16:00:00.000Z`. `slice(0, 10)` = '2024-03-20'. For Singapore properties it was also wrong in principle but the bug was hidden because the PMS for SG properties re-derived the date from the reservation's arrival time, which Ginza's PMS interface did not.

Why Tokyo staff saw no bug: their browser is UTC+9, and midnight JST is 15:00Z of the previous day, so the same code produced the previous day too... except the Ginza team mostly edits with the legacy PMS client, not booking-admin, so almost no Tokyo-made edits went through the new code. The three edits we found from Tokyo were also shifted; nobody had noticed.

## Stack of the first repro

```
mapDraftToRequest @ reservationMapper.ts:27
buildCreateBody @ reservationApi.ts:61
onFinish @ ReservationDrawer.tsx:144
  checkIn: "2024-03-20" (picked 2024-03-21)
```

## Fix (hotfix 2024.03.2)

- Date-only fields (checkIn, checkOut, blackout days, rate dates) are stored in state and sent to the API as 'YYYY-MM-DD' strings produced by `d.format('YYYY-MM-DD')` on the picker value. Never `toISOString()` for a date.
- `dayjs.tz.setDefault` removed. A global default timezone hides where conversions happen.
- Timestamps (payment time, audit log, key issued at) are sent as ISO with offset and displayed with `dayjs(ts).tz(property.timezone)` through `formatDate`.
- nightsBetween works on the date-only strings (see that entry); no timestamp diff.

## The rule for sending dates to the API (what reviewers check)

1. A business date has no time and no zone. Type it `BusinessDate = string` ('YYYY-MM-DD'), convert with `toBusinessDate(d: Dayjs) = d.format('YYYY-MM-DD')` and `fromBusinessDate(s) = dayjs(s, 'YYYY-MM-DD', true)`; the strict parse needs the customParseFormat plugin extended in `src/lib/dayjs.ts`.
2. Anything that is a moment in time is an ISO-8601 string with offset, converted for display in the property's timezone, never the browser's.
3. No `toISOString()`, `new Date(str)` or `.slice(0, 10)` in `src/features/**`; eslint `no-restricted-syntax` enforces the first and last.
4. Tests for date mapping run with `TZ=Asia/Tokyo` and `TZ=Pacific/Kiritimati` (UTC+14) in CI; a test that only runs in Singapore time proves nothing.
5. "Today" for a property is `dayjs().tz(property.timezone).format('YYYY-MM-DD')`, which matters for Ginza after 23:00 SGT when Tokyo is already on the next day; disabledDate in BlackoutDatePicker and the arrival list default both use it.

## Follow-ups

- ReservationDrawer e2e test with Ginza fixture: done.
- Confirmation mail template shows the PMS date, not the client-side one: done.
- Audit of rate dates in RateCalendar: found the same `toISOString` pattern in bulk edit, fixed before it shipped.
""", BA, "other", "verified", assets=["ReservationDrawer", "dayjs", "formatDate"], branches=MAINREL,
  applies_to={"dayjs": "^1.11", "antd": ">=5 <6"},
  conditions="Any screen that sends business dates to the booking API.",
  source="Post-mortem INC-2342, hotfix release/2024.03.2", updated="2024-03-18")

E("ie11_pm", "Post-mortem: legacy-ie11 white screen on IE11 after the react-i18next 12 bump",
"""
Post-mortem - white screen in IE11 (legacy-ie11 branch, build 2024.02.27-ie)
Who uses legacy-ie11: the front desk terminals at Tidewater Heritage Penang and Tidewater Bukit Timah still run IE11 on Windows 7 embedded images that the hotel IT cannot upgrade before Q4. That is the only reason the branch exists, and why it is pinned to React 17 and antd 4.24 (React 18 dropped IE11; antd 5 needs CSS :where and CSS variables).

## Summary

Build 2024.02.27-ie rendered a blank page on IE11. Chrome and Edge were fine, so QA on the branch (done in Edge IE mode... which was not actually set to IE11 document mode) passed. Both properties ran on the previous build for 26 hours until the fix.

## Symptoms in the IE11 console

```
SCRIPT5009: 'Symbol' is undefined
vendors~main.3f2a1c.js (2,48213)
```
after adding `core-js/features/symbol` by hand the next error was
```
SCRIPT438: Object doesn't support property or method 'assign'
```
and with that also patched,
```
SCRIPT1002: Syntax error
vendors~main.3f2a1c.js (1,103877)
```

## Causes

1. Polyfill order. `src/polyfills.ts` imported core-js, but the entry was `entry: { main: './src/index.tsx' }` and index.tsx imported `./polyfills` after `./i18n`. Imports are hoisted and evaluated in order, so i18next and react-i18next initialised before the polyfills ran. The react-i18next 12 bump made this visible because its init touches `Symbol.iterator` immediately, while 11 did not.

2. Untranspiled dependencies. Our babel-loader excluded `node_modules` entirely. react-i18next 12, i18next 22 and `@reduxjs/toolkit` 1.9 (immer 9 inside it) ship ES2015+ syntax in their default entry points: arrow functions, classes, spread. Chrome does not care, IE11 dies with SCRIPT1002 at the first `=>`.

3. A false green. Edge IE mode on the QA laptop was opening the site in IE11 mode but with document mode "Edge" forced by a group policy; not a real IE11.

## Fix

Entry: polyfills are their own entry point and run first.

```js
// webpack.config.js (legacy-ie11)
entry: {
  main: ['./src/polyfills.ts', './src/index.tsx'],
},
```
```ts
// src/polyfills.ts - must be the first module executed
import 'core-js/stable';
import 'regenerator-runtime/runtime';
import 'whatwg-fetch';
import 'abortcontroller-polyfill/dist/polyfill-patch-fetch';
```
babel preset-env `useBuiltIns: 'entry'`, `corejs: '3.35'`, browserslist `ie 11`, so `core-js/stable` is expanded to exactly what IE11 needs.

Transpile these node_modules (the list we settled on after bisecting the vendors chunk for `=>` and `class`):

```js
{
  test: /[.]m?[jt]sx?$/,
  include: [
    path.resolve(__dirname, 'src'),
    /node_modules[/](react-i18next|i18next|@reduxjs[/]toolkit|immer|reselect|redux-thunk|dayjs|@ant-design[/]icons|rc-[a-z-]+)[/]/,
  ],
  use: 'babel-loader',
}
```

`rc-*` (antd 4's internals) were only needed for `rc-util` and `rc-virtual-list`, but including the whole family is cheaper than tracking which one broke next. `abortcontroller-polyfill` is needed because RTK Query aborts requests; without it IE11 throws `'AbortController' is undefined` on the first query.

## Prevention

- A real IE11 VM (Windows 7 image from Penang IT) in the QA checklist for every legacy-ie11 build; Edge IE mode no longer counts.
- CI step: `es-check es5 dist/**/*.js` fails the build if any chunk contains ES2015+ syntax.
- Dependency bumps on legacy-ie11 need the es-check step green; renovate is disabled on this branch.
- React 18 remains off the table for this branch (see the abandoned React 18 polyfill spike).
""", BA, "build", "verified", assets=["webpack.config.js", "react-i18next"], branches=LEG,
  applies_to={"react": "^17", "antd": "^4.24", "webpack": "^5"},
  conditions="legacy-ie11 builds that must run on real IE11.",
  source="Post-mortem INC-2326, legacy-ie11", updated="2024-03-01")

# ---------------------------------------------------------------------------
# guest-kiosk (Nuxt 3 / Pinia -> Next.js 14 App Router / MUI 5 / zustand)
# ---------------------------------------------------------------------------

E("gk_fetch", "useFetch / useAsyncData -> Server Component fetch (Next 14 caches by default!)",
"""
Why: Nuxt pages loaded availability with `const { data } = await useFetch('/api/availability', { query })`.

What: in the App Router, page.tsx is a Server Component: `const res = await fetch(`${PMS}/availability?${qs}`, { cache: 'no-store' })`. For slow-changing data (room type photos, amenities) use `{ next: { revalidate: 3600, tags: ['room-types'] } }`.

Gotchas: Next 14 fetch defaults to `force-cache`. Our first build served Monday's availability on Tuesday at the Changi pilot. Anything live (availability, folio, key status) must say `cache: 'no-store'` or export `const dynamic = 'force-dynamic'` from the route.
""", GK, "plugin", "verified", assets=["useFetch", "useAsyncData"], branches=GKB, applies_to=A_GK,
  source="PR #187 guest-kiosk", updated="2024-01-29")

E("gk_booking_store", "Pinia useBookingStore -> zustand with persist(sessionStorage)",
"""
Why: `useBookingStore` (Pinia, options store) held the in-progress check-in: reservation, guests, signature, upgrade choice, and used pinia-plugin-persistedstate with sessionStorage so a kiosk refresh did not lose the flow.

What:
```ts
export const useBookingStore = create<BookingState>()(
  persist(
    (set) => ({ ...initialBooking, setReservation: (r) => set({ reservation: r }), reset: () => set(initialBooking) }),
    { name: 'tw-kiosk-booking', storage: createJSONStorage(() => sessionStorage) },
  ),
);
```
Pinia getters become selectors or plain functions of state. Actions are plain functions in the store.

Gotchas: persisted state is read on the client only; a component that renders store values on the server and the client produces hydration mismatches (see the Changi post-mortem for skipHydration).
""", GK, "store", "verified", assets=["useBookingStore"], branches=GKB, applies_to={"zustand": "^4"},
  source="PR #191 guest-kiosk", updated="2024-01-31")

E("gk_use_shallow", "zustand selector returning an object: getSnapshot infinite loop -> useShallow",
"""
Symptom in CheckInStepper after porting `const { guest, step } = storeToRefs(useBookingStore())`:
```
Warning: The result of getSnapshot should be cached to avoid an infinite loop
Error: Maximum update depth exceeded. This can happen when a component repeatedly calls setState inside componentWillUpdate or componentDidUpdate.
```
Cause: `useBookingStore((s) => ({ guest: s.guest, step: s.step }))` returns a new object on every call; React 18's useSyncExternalStore sees a changed snapshot each render.

Fix (zustand 4.4+):
```ts
import { useShallow } from 'zustand/react/shallow';
const { guest, step } = useBookingStore(useShallow((s) => ({ guest: s.guest, step: s.step })));
```
or select primitives separately.
""", GK, "store", "verified", assets=["useBookingStore", "CheckInStepper"], branches=GKB,
  applies_to={"zustand": ">=4.4 <5", "react": ">=18"},
  source="PR #203 guest-kiosk", updated="2024-02-08")

E("gk_session_reset", "useKioskSessionStore: full reset between guests (the 'ghost guest')",
"""
Why: "ghost guest" = the next guest sees the previous guest's name or room on step 1. In Nuxt we called `$reset()` on every Pinia store plus `reloadNuxtApp()` on checkout.

What: one `resetKioskSession()` called on checkout completion, cancel and idle timeout:
```ts
export function resetKioskSession(router: AppRouterInstance) {
  useKioskSessionStore.getState().reset();   // set(initialSession)
  useBookingStore.getState().reset();
  useBookingStore.persist.clearStorage();    // sessionStorage too
  useStaffMode.getState().clear();
  router.replace('/welcome');
  router.refresh();                          // drop the client Router Cache
}
```
Gotchas: Next 14's client Router Cache keeps RSC payloads of visited segments (30 s for dynamic pages); without `router.refresh()` the "Welcome back, Mr Tan" segment can flash for the next guest.
""", GK, "store", "verified", assets=["useKioskSessionStore", "useBookingStore"], branches=GKB,
  applies_to={"zustand": "^4", "next": ">=14 <15"},
  source="PR #208 guest-kiosk; incident KSK-044", updated="2024-02-12")

E("gk_idle", "useIdleTimer composable -> hook: back to the attract loop after 90 s",
"""
What: `useIdleTimer({ timeoutMs: 90_000, onIdle })` listening to `pointerdown`, `keydown`, `touchstart` on window (passive). The timer handle and callback live in refs so listeners are registered once. onIdle shows a 15 s "Are you still there?" MUI Dialog, then calls resetKioskSession and goes to /welcome (the attract video loop).

Gotchas: pause the timer during payment and key encoding (`paused` option); the card terminal can take 60 s and the guest does not touch the screen meanwhile.
""", GK, "plugin", "verified", assets=["useIdleTimer"], branches=GKB, applies_to={"react": ">=18"},
  source="PR #195 guest-kiosk", updated="2024-02-01")

E("gk_card_reader", "useCardReader (WebHID): 'Failed to open the device' after remount",
"""
Symptom in dev and after fast step changes:
```
DOMException: Failed to execute 'open' on 'HIDDevice': Failed to open the device.
```
Cause: the Vue composable opened the HID card reader in `onMounted` and closed in `onUnmounted`. The React port opened in useEffect; StrictMode (and remounts on step change) call open() again while the device is already open, and close() from the first cleanup races the second open().

Fix: module-level singleton, guard on `device.opened`, reference-count subscribers:
```ts
let refCount = 0;
export async function acquireReader(device: HIDDevice) {
  refCount++;
  if (!device.opened) await device.open();
}
export async function releaseReader(device: HIDDevice) {
  if (--refCount === 0 && device.opened) await device.close();
}
```
""", GK, "plugin", "verified", assets=["useCardReader"], branches=GKB, applies_to={"react": ">=18"},
  conditions="Chromium kiosk shell (Chrome 120+) with WebHID enabled.",
  counter="Chromium only. WebHID does not exist in Safari / iPadOS kiosks (the pilot iPad stands); they need the vendor's native bridge, not this hook.",
  source="PR #214 guest-kiosk", updated="2024-02-15")

E("gk_keypad", "KioskKeypad: keep focus in the field and suppress the OS keyboard",
"""
What: on-screen keypad for booking reference / PIN. MUI TextField with `inputProps={{ inputMode: 'none' }}` so Windows does not pop its touch keyboard; keypad buttons use `onMouseDown={(e) => e.preventDefault()}` so the input keeps focus and caret position. Vue used `@mousedown.prevent`, which is the same thing.
""", GK, "component", "verified", assets=["KioskKeypad"], branches=GKB, applies_to={"@mui/material": "^5"},
  source="PR #199 guest-kiosk", updated="2024-02-02")

E("gk_passport", "PassportScanner: camera + MRZ parsing in a Client Component (candidate)",
"""
Checklist only, implementation pending:
- [ ] 'use client' component; getUserMedia only after a user gesture on iPad stands.
- [ ] HTTPS origin required for camera; localhost dev ok.
- [ ] MRZ parsing with the `mrz` package on a worker; never send the raw image to the server.
- [ ] Stop tracks on unmount (`stream.getTracks().forEach(t => t.stop())`) or the camera light stays on.
""", GK, "component", "candidate", assets=["PassportScanner"], branches=GKB, applies_to=A_GK,
  source="spike/passport-mrz", updated="2024-03-05")

E("gk_key_encoder", "RoomKeyEncoder: calling the local encoder bridge from an https page (review)",
"""
What (proposed): the key encoder bridge listens on http://127.0.0.1:9100. Chrome blocks mixed content from https://kiosk.tidewater.sg, but treats 127.0.0.1 as potentially trustworthy, so fetch works if the bridge sends CORS headers and answers the Private Network Access preflight (`Access-Control-Allow-Private-Network: true`).

Reviewer notes: vendor bridge version 2.3 does not answer the PNA preflight; needs 2.4 or the kiosk shell flag. Not verified on the Sentosa units.
""", GK, "component", "review_required", assets=["RoomKeyEncoder"], branches=GKB, applies_to=A_GK,
  source="PR #221 guest-kiosk (in review)", updated="2024-03-09")

E("gk_lang", "LanguagePicker: @nuxtjs/i18n -> next-intl with a [locale] segment",
"""
What: app/[locale]/layout.tsx, `createMiddleware({ locales: ['en','zh','ms','ja','ko'], defaultLocale: 'en', localePrefix: 'always' })` merged into our middleware.ts. LanguagePicker calls `router.replace(pathname, { locale })` from next-intl's navigation helpers (`createSharedPathnamesNavigation`). Messages are split per step to keep the RSC payload small.

Gotchas: the idle reset must go to /en/welcome, not /welcome, or the middleware bounces through a redirect while the attract video starts.
""", GK, "i18n", "verified", assets=["LanguagePicker", "@nuxtjs/i18n"], branches=GKB,
  applies_to={"next-intl": "^3", "next": ">=14 <15"},
  source="PR #205 guest-kiosk", updated="2024-02-09")

E("gk_stepper", "CheckInStepper: Nuxt nested pages -> route group layout with MUI Stepper",
"""
What: `pages/checkin/[step].vue` becomes `app/[locale]/(checkin)/checkin/[step]/page.tsx`; the MUI <Stepper> lives in the group's layout.tsx (a Client Component) and reads the active step from `useParams()`. Guarding "cannot open step 4 before step 2" happens in the layout via the booking store, with `router.replace` to the first incomplete step.
""", GK, "router", "verified", assets=["CheckInStepper"], branches=GKB, applies_to=A_GK,
  source="PR #201 guest-kiosk", updated="2024-02-06")

E("gk_middleware", "kiosk-auth.global.ts route middleware -> middleware.ts on the edge runtime",
"""
Why: `middleware/kiosk-auth.global.ts` checked the kiosk device token (cookie `tw_kiosk`) on every navigation and redirected unpaired devices to /pair.

What: root `middleware.ts` with `matcher: ['/((?!_next/static|_next/image|pair|favicon.ico).*)']`; verify the JWT with `jose` (`jwtVerify`).

Gotchas: middleware runs on the edge runtime:
```
The edge runtime does not support Node.js 'crypto' module.
```
comes from `jsonwebtoken`; use `jose`. Nuxt middleware also ran on client-side navigations; Next middleware runs on requests only, so client-only checks (staff mode) stay in components.
""", GK, "router", "verified", assets=["kiosk-auth.global.ts"], branches=GKB, applies_to=A_GK,
  source="PR #189 guest-kiosk", updated="2024-01-30")

E("gk_sentry", "sentry.client.ts Nuxt plugin -> @sentry/nextjs (candidate)",
"""
Checklist only:
- [ ] `npx @sentry/wizard -i nextjs`; keep sentry.client/server/edge.config.ts.
- [ ] Scrub guest names, passport numbers and card tokens in `beforeSend`.
- [ ] Tag events with kiosk id and property from the device cookie.
- [ ] Source maps uploaded from CI only.
""", GK, "plugin", "candidate", assets=["sentry.client.ts"], branches=GKB, applies_to=A_GK,
  source="#guest-kiosk thread 2024-03-02", updated="2024-03-02")

E("gk_client_only", "<ClientOnly> -> next/dynamic with ssr:false inside a client file",
"""
What: `<ClientOnly><SignaturePad /></ClientOnly>` becomes a client component file exporting `const SignaturePad = dynamic(() => import('./SignaturePadImpl'), { ssr: false, loading: () => <Skeleton height={240} /> })`. Keep the dynamic() call in a 'use client' module; do not sprinkle it into server pages.
""", GK, "component", "verified", assets=["ClientOnly", "SignaturePad"], branches=GKB, applies_to=A_GK,
  source="PR #196 guest-kiosk", updated="2024-02-01")

E("gk_use_client", "'needs useState ... Server Components by default': add 'use client' at the boundary",
"""
Error when porting components that use state:
```
You're importing a component that needs useState. It only works in a Client Component but none of its parents are marked with "use client", so they're Server Components by default.
```
What: put 'use client' on the interactive leaf (KioskKeypad, LanguagePicker, step forms), not on layout.tsx or page.tsx, so pages still stream from the server. Props crossing the boundary must be serialisable (no functions, no Date objects from the server).
""", GK, "component", "verified", branches=GKB, applies_to={"next": ">=13.4"},
  source="team notes guest-kiosk", updated="2024-01-26")

E("gk_next_router", "Error: NextRouter was not mounted: use next/navigation in the App Router",
"""
Error:
```
Error: NextRouter was not mounted. https://nextjs.org/docs/messages/next-router-not-mounted
```
Cause: `import { useRouter } from 'next/router'` (Pages Router) inside app/. Nuxt's `useRoute()` / `navigateTo()` map to `next/navigation`: `useRouter()` (push/replace/refresh), `usePathname()`, `useSearchParams()`, `useParams()`. There is no `router.query` and no route events.
""", GK, "router", "verified", assets=["useRoute", "navigateTo"], branches=GKB, applies_to={"next": ">=13.4"},
  source="PR #193 guest-kiosk", updated="2024-01-31")

E("gk_mui_ssr", "MUI className mismatch on hydration: AppRouterCacheProvider (MUI 5.15+)",
"""
Symptom:
```
Warning: Prop `className` did not match. Server: "MuiButtonBase-root MuiButton-root css-1ujsas3" Client: "MuiButtonBase-root MuiButton-root css-mfslm7"
```
Why: emotion styles generated on the server were not flushed into the HTML for the App Router stream.

What: `@mui/material-nextjs` (needs @mui/material 5.15+):
```tsx
import { AppRouterCacheProvider } from '@mui/material-nextjs/v14-appRouter';
<AppRouterCacheProvider options={{ key: 'mui' }}><ThemeProvider theme={kioskTheme}>{children}</ThemeProvider></AppRouterCacheProvider>
```
in app/[locale]/layout.tsx.
""", GK, "style", "verified", assets=["ThemeProvider", "emotion"], branches=GKB,
  applies_to={"next": ">=14 <15", "@mui/material": ">=5.15 <6"},
  source="PR #190 guest-kiosk", updated="2024-01-30")

E("gk_mui_ssr_13", "MUI < 5.15 / Next 13.5: custom emotion registry with useServerInsertedHTML",
"""
For branches still on Next 13.5 and MUI 5.14 (pilot/sentosa), `@mui/material-nextjs` does not exist. Use the emotion registry pattern: a 'use client' `EmotionCacheRegistry` creating `createCache({ key: 'mui' })` with `cache.compat = true`, collecting inserted names, and flushing them with `useServerInsertedHTML(() => <style data-emotion={...} dangerouslySetInnerHTML={{ __html: styles }} />)`. Same symptom fixed: `Prop className did not match`.
""", GK, "style", "verified", assets=["ThemeProvider", "emotion"], branches=["pilot/*"],
  applies_to={"next": ">=13.4", "@mui/material": ">=5.11 <5.15"},
  source="PR #176 guest-kiosk (pilot/sentosa)", updated="2024-01-18")

E("gk_brownout", "'Brownout mode': offline check-in queue when the PMS link drops (pilot)",
"""
Pilot-only. "Brownout mode" = the kiosk lost its link to the PMS but still has power and LAN. We keep accepting check-ins for reservations already prefetched at 06:00, queue them in IndexedDB (`idb-keyval`), show the "limited service" banner, and replay the queue when `/api/health` answers again. Key encoding is refused during brownout.

Built on the Changi T4 pilot units only; main has no service worker and no prefetch job.
""", GK, "other", "verified", assets=["brownout"], branches=["pilot/*"], applies_to=A_GK,
  source="PR #226 guest-kiosk (pilot/changi-t4)", updated="2024-03-08")

E("gk_error_page", "The 'purple screen': error.vue -> app/error.tsx and global-error.tsx",
"""
Why: the "purple screen" is the kiosk's fatal error page (full-screen brand purple with "Please see the front desk"). In Nuxt it was error.vue plus `showError()`.

What: app/[locale]/error.tsx must be a Client Component ('use client') receiving `{ error, reset }`; errors in the root layout need app/global-error.tsx with its own <html><body>. On the kiosk we do not offer reset(): after 10 s we call resetKioskSession and hard-navigate (`window.location.assign('/en/welcome')`) because a half-broken client state is worse than a reload.
""", GK, "component", "verified", assets=["error.vue"], branches=GKB, applies_to=A_GK,
  source="PR #200 guest-kiosk", updated="2024-02-05")

E("gk_image", "<NuxtImg> -> next/image: 'hostname is not configured under images'",
"""
Error:
```
Error: Invalid src prop (https://cdn.tidewater.sg/rooms/deluxe-king.jpg) on `next/image`, hostname "cdn.tidewater.sg" is not configured under images in your `next.config.js`
```
What: `images: { remotePatterns: [{ protocol: 'https', hostname: 'cdn.tidewater.sg', pathname: '/rooms/**' }] }` in next.config.js. NuxtImg `sizes="sm:100vw md:50vw"` becomes `sizes="(max-width: 768px) 100vw, 50vw"` with `fill` inside a sized parent.
""", GK, "component", "verified", assets=["NuxtImg"], branches=GKB, applies_to=A_GK,
  source="PR #194 guest-kiosk", updated="2024-01-31")

E("gk_hydration_pm", "Post-mortem KSK-051: hydration storm on the Changi T4 pilot kiosks",
"""
Post-mortem KSK-051 - kiosks froze on step 3 during the morning rush (pilot/changi-t4)
Units: 6 kiosks at the Tidewater Changi T4 transit hotel. Window: 2024-02-26 06:40-08:15 SGT. Impact: median check-in time 4 min 50 s instead of 1 min 40 s; queue at the desk; two guests abandoned.

## Summary

During the morning arrivals wave the kiosks became unresponsive for 1-2 s after every step change and sometimes showed the previous guest's surname for a moment. Three things compounded: a hydration mismatch caused by persisted zustand state, idle-timer listeners re-registered on every render, and a large persisted payload being parsed and written synchronously on every keystroke.

## What the guests saw

Step 3 (guest details, signature) froze after tapping "Next"; the on-screen keyboard lagged; one kiosk showed "Welcome, Mr Lim" to Ms Ong for about half a second (the "ghost guest" again, different cause this time).

## Console on an affected unit

```
Warning: Text content did not match. Server: "Welcome" Client: "Welcome, Mr Lim"
Error: Hydration failed because the initial UI does not match what was rendered on the server.
Error: There was an error while hydrating. Because the error happened outside of a Suspense boundary, the entire root will switch to client rendering.
```

## Cause 1: persist rehydrates during the first client render

`useBookingStore` uses `persist` with sessionStorage. zustand's persist reads storage synchronously when the store is created on the client, so the first client render already had the stored guest while the server HTML had an empty store. React 18 threw away the server tree and re-rendered the whole root on the client: ~700 ms on the kiosk's Celeron.

Fix:
```ts
persist(creator, {
  name: 'tw-kiosk-booking',
  storage: createJSONStorage(() => sessionStorage),
  skipHydration: true,
  onRehydrateStorage: () => (state) => state?.setHasHydrated(true),
  partialize: (s) => ({ reservationId: s.reservationId, step: s.step, guests: s.guests, upgrade: s.upgrade }),
})
```
and in the (checkin) layout: `useEffect(() => { useBookingStore.persist.rehydrate(); }, [])`. Components that show persisted values render a skeleton until `hasHydrated`.

## Cause 2: idle timer listeners re-registered every render

The ported useIdleTimer had `onIdle` in the effect deps; the parent passed an inline arrow, so every render removed and re-added 3 window listeners and restarted the 90 s timer. Combined with the full client re-render from cause 1 this gave thousands of listener operations per step. Fix: callback in a ref, effect with empty deps (see the useIdleTimer entry).

## Cause 3: the persisted payload and the card token

The store also held `signatureDataUrl` (a 300-600 KB PNG data URL) and the payment `cardToken` plus the masked PAN returned by the terminal. persist wrote the whole state with JSON.stringify on every `set`, i.e. on every keystroke in the guest details form: ~40 ms each.

Two separate decisions came out of this:
- Performance: the signature is uploaded as soon as it is captured and only its upload id is kept in the store.
- Compliance: `cardToken`, masked PAN and the payment terminal's transaction reference must never be persisted to sessionStorage. PCI DSS scope review with the Tidewater security team: anything written to browser storage on a shared kiosk is readable by the next session on that device if the reset path fails. Hence the `partialize` allow-list above persists only reservationId, step, guests and upgrade; payment data lives in memory only, and resetKioskSession clears it. If the kiosk reloads mid-payment the guest restarts payment, which is acceptable.

## Why only the pilot saw it

pilot/changi-t4 is on Next 14.1 and had the persisted signature from PR #219, which main did not have yet. Main got the fix before #219 was merged there.

## Follow-ups

- Performance budget test on a Celeron J4125 unit: step change under 150 ms, done.
- Lint: no `persist` without `partialize` in `stores/**`: done.
- Same pattern audited in useKioskSessionStore: it was not persisted, no change.
""", GK, "store", "verified", assets=["useBookingStore", "useIdleTimer", "CheckInStepper"], branches=GKB,
  applies_to={"next": ">=14 <15", "zustand": "^4"},
  conditions="Kiosk stores persisted with zustand persist on App Router pages.",
  source="Post-mortem KSK-051 (pilot/changi-t4)", updated="2024-03-04")

E("gk_reset_zh", "Pinia setup store 没有 $reset：zustand 里用 initialState 实现重置",
"""
供应商备注：
Pinia 的 setup store（`defineStore('x', () => {...})`）本身没有 `$reset()`，原来我们是自己写的插件。迁到 zustand 后：
```ts
const initialSession = { guestId: null, lang: 'en', startedAt: null };
export const useKioskSessionStore = create<SessionState>()((set) => ({
  ...initialSession,
  reset: () => set(initialSession),
}));
```
注意：
1. initialState 要定义成模块常量，不要在 reset 里 new 一个带 Date.now() 的对象。
2. 用了 persist 的 store，reset 之后还要调用 `store.persist.clearStorage()`。
3. 嵌套对象 reset 时是整体替换，不要用 merge。
""", GK, "store", "verified", assets=["useKioskSessionStore", "$reset"], branches=GKB, applies_to={"zustand": "^4"},
  source="vendor note SZ-0121", updated="2024-02-13")

E("gk_touch_zh", "kiosk 触摸屏：禁止双击放大和长按菜单",
"""
供应商备注：
问题：客人快速点两下 KioskKeypad 按钮时页面被放大；长按图片会弹出浏览器菜单。
解决：
- 全局 CSS：`html, body { touch-action: manipulation; -webkit-user-select: none; user-select: none; }`，在 MUI CssBaseline 的 styleOverrides 里写。
- `document.addEventListener('contextmenu', e => e.preventDefault())` 放在 layout 的 client 组件里。
- next/image 的图片加 `draggable={false}`。
- viewport：在 app/layout.tsx 用 `export const viewport = { width: 'device-width', initialScale: 1, maximumScale: 1, userScalable: false }`。
""", GK, "style", "verified", assets=["KioskKeypad", "CssBaseline"], branches=GKB, applies_to=A_GK,
  source="vendor note SZ-0109", updated="2024-02-07")

# ---------------------------------------------------------------------------
# team-wide
# ---------------------------------------------------------------------------

E("tw_vmodel", "v-model on custom components -> value/onChange (antd) or value/onChange (MUI)",
"""
Why / What: `v-model` on our own components (`<RoomTypeSelect v-model="form.roomType">`) becomes a controlled pair `value` + `onChange(next)`. Follow the host library: antd Form.Item injects `value`/`onChange` into its single child, so custom inputs must accept exactly those names. `.sync` modifiers become `onXChange` callbacks.
Gotchas: Vue 2 custom `model: { prop: 'checked', event: 'toggle' }` options are easy to miss; grep for `model:`.
""", "*", "component", "verified", branches=["*"], applies_to={"react": ">=17"},
  source="team wiki: Vue->React cheatsheet", updated="2024-01-08")

E("tw_watch", "watch / immediate -> derive first, effect last",
"""
What: most `watch` handlers were syncing one piece of state into another; in React compute it during render (or useMemo). Only real side effects (fetch, subscriptions, focus) go into useEffect. `immediate: true` = the effect runs on mount anyway. `deep: true` has no equivalent; depend on the specific fields.
Gotchas: an effect that sets state from props causes an extra render and flicker; it was the #1 review comment in January.
""", "*", "other", "verified", branches=["*"], applies_to={"react": ">=17"},
  source="team wiki: Vue->React cheatsheet", updated="2024-01-08")

E("tw_emit", "$emit events -> callback props",
"""
`this.$emit('update:rate', v)` / `@update:rate` becomes `onRateChange?: (v) => void`. Name callbacks `onX`, pass data not DOM events. Event buses (`this.$root.$on`) go away: lift state up or use the store.
""", "*", "component", "verified", branches=["*"],
  source="team wiki: Vue->React cheatsheet", updated="2024-01-08")

E("tw_nexttick", "$nextTick -> useLayoutEffect / flushSync",
"""
What: `this.$nextTick(() => this.$refs.input.focus())` after showing a field becomes `useLayoutEffect(() => { if (open) inputRef.current?.focus(); }, [open])`. Need the DOM updated synchronously inside a handler (scroll to a new row right after adding it): `flushSync(() => setRows(...))` then scroll. Use sparingly; flushSync defeats batching.
""", "*", "other", "verified", branches=["*"], applies_to={"react": ">=18"},
  source="team wiki: Vue->React cheatsheet", updated="2024-01-09")

E("tw_computed", "computed -> useMemo? (candidate guideline)",
"""
Candidate guideline, checklist only:
- [ ] Cheap derivations: plain expressions in render, no useMemo.
- [ ] useMemo only for expensive work or to keep referential identity for memoised children / effect deps.
- [ ] Computed setters (get/set) become a value plus a handler.
""", "*", "other", "candidate", branches=["*"],
  source="team wiki draft", updated="2024-01-12")

# ---------------------------------------------------------------------------
# query contexts
# ---------------------------------------------------------------------------

BA_MAIN_STACK = {
    "vue": "2.6.14", "ant-design-vue": "1.7.8", "vuex": "3.6.2", "vue-router": "3.6.5",
    "vue-i18n": "8.28.2", "moment": "2.29.4",
    "react": "18.2.0", "react-dom": "18.2.0", "antd": "5.12.5", "@reduxjs/toolkit": "2.0.1",
    "react-redux": "9.0.4", "react-router-dom": "6.21.1", "i18next": "23.7.11",
    "react-i18next": "13.5.0", "dayjs": "1.11.10", "vite": "5.0.10",
}
BA_REL_STACK = dict(BA_MAIN_STACK, **{"antd": "5.11.5", "react-router-dom": "6.21.0", "vite": "5.0.8"})
BA_LEG_STACK = {
    "vue": "2.6.14", "ant-design-vue": "1.7.8", "vuex": "3.6.2", "vue-router": "3.6.5",
    "vue-i18n": "8.28.2", "moment": "2.29.4",
    "react": "17.0.2", "react-dom": "17.0.2", "antd": "4.24.15", "@reduxjs/toolkit": "1.9.7",
    "react-redux": "8.1.3", "react-router-dom": "6.3.0", "i18next": "22.5.1",
    "react-i18next": "12.3.1", "dayjs": "1.11.10", "webpack": "5.89.0",
}
GK_MAIN_STACK = {
    "nuxt": "3.8.2", "vue": "3.3.8", "pinia": "2.1.7",
    "next": "14.0.4", "react": "18.2.0", "react-dom": "18.2.0", "@mui/material": "5.15.2",
    "zustand": "4.4.7", "next-intl": "3.4.0",
}
GK_PILOT_STACK = dict(GK_MAIN_STACK, **{"next": "14.1.0", "@mui/material": "5.15.6", "zustand": "4.5.0", "next-intl": "3.4.2"})
GK_SENTOSA_STACK = dict(GK_MAIN_STACK, **{"next": "13.5.6", "@mui/material": "5.14.20", "zustand": "4.3.9", "next-intl": "3.0.3"})

PRESETS = {
    "ba_main": (BA, "main", BA_MAIN_STACK),
    "ba_rel": (BA, "release/2024.04", BA_REL_STACK),
    "ba_leg": (BA, "legacy-ie11", BA_LEG_STACK),
    "gk_main": (GK, "main", GK_MAIN_STACK),
    "gk_pilot": (GK, "pilot/changi-t4", GK_PILOT_STACK),
    "gk_sentosa": (GK, "pilot/sentosa", GK_SENTOSA_STACK),
}

LABEL = {"R": "reusable", "RO": "reference_only", "NA": "not_applicable"}
QUERIES = []


def Q(query, preset, labels, decision, category, lang, asset=None, asset_type=None):
    project, branch, stack = PRESETS[preset]
    ctx = {"project": project, "branch": branch, "stack": dict(stack)}
    if asset:
        ctx["asset"] = asset
    if asset_type:
        ctx["asset_type"] = asset_type
    QUERIES.append({
        "id": "q-tw-%03d" % (len(QUERIES) + 1),
        "query": query,
        "context": ctx,
        "top_k": 5,
        "labels": {KEY2ID[k]: LABEL[v] for k, v in labels.items()},
        "expected_decision": decision,
        "category": category,
        "lang": lang,
    })


# --- identifier -------------------------------------------------------------
Q("RateCalendar: what replaces the dateCellRender slot now that we're on antd 5?", "ba_main",
  {"rate_cal": "R", "rate_cell": "NA", "rate_cal_leg": "NA", "rate_cal_fullcal_dep": "NA"},
  "inject", "identifier", "en", "RateCalendar", "component")
Q("RoomTypeSelect with labelInValue: typing a room type name in the search box filters nothing after the port", "ba_main",
  {"rts_label": "R", "rtp_cards": "NA", "rts_remote": "NA", "rts_popup_zh": "NA"},
  "inject", "identifier", "en", "RoomTypeSelect", "component")
Q("RoomTypePicker (the photo cards on booking step 2) - what did we replace a-radio-group / a-radio-button with?", "ba_main",
  {"rtp_cards": "R", "rts_label": "NA"},
  "inject", "identifier", "en", "RoomTypePicker", "component")
Q("useKioskSessionStore: how do we reset it between guests?", "gk_main",
  {"gk_session_reset": "R", "gk_reset_zh": "R", "gk_booking_store": "NA"},
  "inject", "identifier", "en", "useKioskSessionStore", "store")
Q("paginationMixin to a hook - where do page and pageSize live now?", "ba_main",
  {"pagination_mixin": "R", "rt_page_sort": "RO"},
  "reference", "identifier", "en", "paginationMixin", "mixin")
Q("propertyScopeMixin 注入的 this.propertyId, in React components where should I read it from?", "ba_main",
  {"property_mixin": "R", "property_switch": "RO", "http_plugin": "NA"},
  "inject", "identifier", "mixed", "propertyScopeMixin", "mixin")
Q("Porting middleware/kiosk-auth.global.ts to Next.js", "gk_main",
  {"gk_middleware": "R", "perm_gk": "NA", "gk_lang": "RO"},
  "inject", "identifier", "en", "kiosk-auth.global.ts", "router")
Q("formDirtyMixin replacement: confirm before leaving PromoCodeForm with unsaved edits", "ba_main",
  {"dirty_form": "R", "dirty_form_leg": "NA", "promo_form": "RO"},
  "inject", "identifier", "en", "formDirtyMixin", "mixin")

# --- synonym ----------------------------------------------------------------
Q("Front desk hammers the Save button and we end up with two identical bookings. How do we guard the submit?", "ba_main",
  {"dbl_click": "R", "folio_pm": "RO", "allot_exhausted": "NA"},
  "inject", "synonym", "en")
Q("预订列表翻到第二页以后，第一页勾选的记录就没了，怎么保留？", "ba_main",
  {"rt_select": "R", "rt_page_sort": "NA", "rt_virtual": "NA"},
  "inject", "synonym", "zh", "ReservationTable", "component")
Q("If nobody touches the screen for a while the kiosk should go back to the welcome video. How did we do that in React?", "gk_main",
  {"gk_idle": "R", "gk_session_reset": "RO"},
  "inject", "synonym", "en")
Q("金额输入框每输入一位光标就跳到最后，带千分位的那个新元输入框", "ba_main",
  {"currency_input": "R", "fmt_sgd_ba": "NA"},
  "inject", "synonym", "zh")
Q("After picking another hotel in the header dropdown, the lists still show the previous hotel's rows for a moment", "ba_main",
  {"property_switch": "R", "property_mixin": "RO"},
  "inject", "synonym", "en")
Q("Users open a reservation from the list and press Back: filters, page and scroll position are gone. The old app cached those views. What's our approach?", "ba_main",
  {"keep_alive": "R", "rt_page_sort": "RO"},
  "inject", "synonym", "en")
Q("Showing a success toast from a thunk outside any component, and it should use our teal brand colour", "ba_main",
  {"notify_app": "R", "theme_tokens": "NA"},
  "inject", "synonym", "en")

# --- jargon -----------------------------------------------------------------
Q("ReservationDrawer 又出现 zombie drawer 了, reopening it shows the last guest's remarks", "ba_main",
  {"drawer_zombie": "R", "guest_card_slots": "NA", "modal_open": "NA"},
  "inject", "jargon", "mixed", "ReservationDrawer", "component")
Q("double-dip is back on the new booking wizard, what was the agreed fix?", "ba_main",
  {"dbl_click": "R", "folio_pm": "NA"},
  "inject", "jargon", "en")
Q("ghost folio lines on FolioLedger again after the React port", "ba_main",
  {"folio_pm": "R", "dbl_click": "NA"},
  "inject", "jargon", "en", "FolioLedger", "component")
Q("kiosk 上出现 ghost guest, the previous guest's name still shows on step 1", "gk_main",
  {"gk_session_reset": "R", "gk_reset_zh": "RO", "gk_booking_store": "NA", "gk_hydration_pm": "RO"},
  "inject", "jargon", "mixed")
Q("How are we handling the night audit freeze in the React app?", "ba_main",
  {"night_audit": "R"},
  "reference", "jargon", "en")
Q("brownout mode on the main kiosk build: how does the offline check-in queue work?", "gk_main",
  {"gk_brownout": "NA"},
  "abstain", "jargon", "en")
Q("purple screen: where does Nuxt's error.vue go in the App Router?", "gk_main",
  {"gk_error_page": "R"},
  "inject", "jargon", "en", "error.vue", "component")

# --- version_gate -----------------------------------------------------------
Q("RateCalendar cell rendering on legacy-ie11: cellRender or dateCellRender?", "ba_leg",
  {"rate_cal_leg": "R", "rate_cal": "NA", "rate_cell": "NA"},
  "inject", "version_gate", "en", "RateCalendar", "component")
Q("legacy-ie11 分支上的日期选择器能不能把 moment 换成 dayjs？", "ba_leg",
  {"moment_leg": "R", "dayjs_weekday": "NA", "fmt_date": "NA"},
  "inject", "version_gate", "zh")
Q("useBlocker for the unsaved-changes prompt on legacy-ie11?", "ba_leg",
  {"dirty_form": "NA", "dirty_form_leg": "R"},
  "reference", "version_gate", "en", "formDirtyMixin", "mixin")
Q("legacy-ie11 的主题色, can we use ConfigProvider theme tokens like main does?", "ba_leg",
  {"theme_tokens": "NA", "theme_leg": "R"},
  "inject", "version_gate", "mixed")
Q("Emotion className mismatch between server and client on pilot/sentosa (MUI 5.14, Next 13.5)", "gk_sentosa",
  {"gk_mui_ssr": "NA", "gk_mui_ssr_13": "R"},
  "inject", "version_gate", "en")
Q("legacy-ie11 上 HousekeepingBoard 的 polling 想加 skipPollingIfUnfocused, does that work on this branch?", "ba_leg",
  {"hk_polling": "NA"},
  "abstain", "version_gate", "mixed", "HousekeepingBoard", "component")
Q("Can I use useShallow for the zustand selectors on pilot/sentosa?", "gk_sentosa",
  {"gk_use_shallow": "NA", "gk_booking_store": "NA"},
  "abstain", "version_gate", "en")

# --- status_gate ------------------------------------------------------------
Q("ReservationTable 的列宽拖拽调整怎么迁移？", "ba_main",
  {"rt_resize": "R", "rt_tanstack": "NA"},
  "reference", "status_gate", "zh", "ReservationTable", "component")
Q("RoomTypeSelect remote search as you type (server-side filtering)", "ba_main",
  {"rts_remote": "R", "rts_label": "NA"},
  "reference", "status_gate", "en", "RoomTypeSelect", "component")
Q("Token refresh: do we still use the axios interceptor queue from the Vuex auth module?", "ba_main",
  {"auth_interceptor_dep": "NA", "auth_reauth": "R"},
  "inject", "status_gate", "en", "auth", "store")
Q("Can we just polyfill React 18 for IE11 on legacy-ie11?", "ba_leg",
  {"react18_ie11_dep": "NA", "ie11_pm": "RO"},
  "reference", "status_gate", "en")
Q("HousekeepingBoard 的拖拽排房从 vuedraggable 换成什么？", "ba_main",
  {"hk_dnd": "R", "hk_polling": "NA"},
  "reference", "status_gate", "zh", "HousekeepingBoard", "component")
Q("AllotmentGrid inline editing is laggy with 400+ inputs", "ba_main",
  {"allotment_grid": "R", "currency_input": "NA"},
  "reference", "status_gate", "en", "AllotmentGrid", "component")
Q("PassportScanner: camera and MRZ parsing in the Next kiosk", "gk_main",
  {"gk_passport": "R", "gk_client_only": "RO"},
  "reference", "status_gate", "en", "PassportScanner", "component")
Q("Should RateCalendar use FullCalendar React for the month grid?", "ba_main",
  {"rate_cal_fullcal_dep": "NA", "rate_cal": "R"},
  "inject", "status_gate", "en", "RateCalendar", "component")
Q("Sentry setup after moving off the Nuxt sentry.client.ts plugin", "gk_main",
  {"gk_sentry": "R"},
  "reference", "status_gate", "en", "sentry.client.ts", "plugin")

# --- scope_gate -------------------------------------------------------------
Q("v-permission style hiding of staff-only buttons on the kiosk", "gk_main",
  {"perm_gk": "R", "perm_ba": "NA"},
  "inject", "scope_gate", "en", "v-permission", "directive")
Q("v-permission replacement on legacy-ie11", "ba_leg",
  {"perm_ba": "R", "perm_gk": "NA"},
  "inject", "scope_gate", "en", "v-permission", "directive")
Q("kiosk 付款页面的金额格式化，formatSGD 过滤器怎么迁移？", "gk_main",
  {"fmt_sgd_gk": "R", "fmt_sgd_ba": "NA"},
  "inject", "scope_gate", "zh", "formatSGD", "filter")
Q("The kiosk gets 409 ERR_RATE_LOCKED when a guest picks a room upgrade on pilot/changi-t4. How do we handle it?", "gk_pilot",
  {"rate_locked": "NA"},
  "abstain", "scope_gate", "en")
Q("VITE_ env variables on legacy-ie11: import.meta.env is undefined in the build", "ba_leg",
  {"vite_env": "NA", "leg_webpack": "RO"},
  "reference", "scope_gate", "en")
Q("Offline queue / brownout mode for booking-admin when the PMS link is down", "ba_main",
  {"gk_brownout": "NA"},
  "abstain", "scope_gate", "en")

# --- missing ----------------------------------------------------------------
Q("登记卡 (registration card) 打印页面用的 window.print 和打印样式，迁移方案是什么？", "ba_main",
  {}, "abstain", "missing", "zh")
Q("Migrating the Adyen payment terminal integration from the Nuxt kiosk", "gk_main",
  {"gk_key_encoder": "NA"}, "abstain", "missing", "en")
Q("入住率报表里的 vue-echarts 图表迁移到 React 用哪个库？", "ba_main",
  {}, "abstain", "missing", "zh")
Q("The Vuex websocket plugin that pushes live room status: what's the React equivalent?", "ba_main",
  {"hk_polling": "NA"}, "abstain", "missing", "en")
Q("Nuxt Content markdown FAQ pages on the kiosk: what did we move them to?", "gk_main",
  {}, "abstain", "missing", "en")
Q("Storybook config for the antd 5 components in booking-admin", "ba_main",
  {}, "abstain", "missing", "en")

# --- multilingual -----------------------------------------------------------
Q("ReservationTable 服务端分页和排序，onChange 里的 sorter 参数怎么映射到接口？", "ba_main",
  {"rt_page_sort": "R", "rt_select": "NA", "pagination_mixin": "RO"},
  "inject", "multilingual", "zh", "ReservationTable", "component")
Q("zustand 选择器返回一个新对象，页面无限重渲染，怎么解决？", "gk_main",
  {"gk_use_shallow": "R"},
  "inject", "multilingual", "zh")
Q("Excel export of the reservation list: what replaced vue-json-excel?", "ba_main",
  {"export_excel_zh": "R"},
  "reference", "multilingual", "en", "ReservationTable", "component")
Q("RoomTypeSelect dropdown gets clipped inside the change-room Modal", "ba_main",
  {"rts_popup_zh": "R", "rts_label": "NA"},
  "inject", "multilingual", "en", "RoomTypeSelect", "component")
Q("Disable double-tap zoom and the long-press menu on the kiosk touchscreen", "gk_main",
  {"gk_touch_zh": "R", "gk_keypad": "NA"},
  "inject", "multilingual", "en")
Q("vue-i18n 的 $tc 复数写法迁移到 i18next 要怎么改？", "ba_main",
  {"i18n_plural": "R"},
  "inject", "multilingual", "zh", "vue-i18n", "i18n")
Q("How do I get Pinia's $reset behaviour in a zustand store?", "gk_main",
  {"gk_reset_zh": "R", "gk_session_reset": "RO"},
  "inject", "multilingual", "en")
Q("DatePicker weekdays and month names stay in English after switching antd to the Chinese locale", "ba_main",
  {"antd_locale_zh": "R", "i18n_missing": "NA"},
  "inject", "multilingual", "en")

# --- error_code -------------------------------------------------------------
Q("TypeError: clone.weekday is not a function when opening BlackoutDatePicker", "ba_main",
  {"dayjs_weekday": "R", "blackout_picker": "RO"},
  "inject", "error_code", "en", "BlackoutDatePicker", "component")
Q("A non-serializable value was detected in the state, in the path: `reservation.draft.checkIn`. Value: Moment - 这个警告怎么处理?", "ba_main",
  {"vuex_serializable": "R", "date_shift_pm": "RO"},
  "inject", "error_code", "mixed")
Q("The object notation for `createSlice.extraReducers` has been removed. Please use the 'builder callback' notation instead", "ba_main",
  {"rtk2_extra": "R"},
  "inject", "error_code", "en")
Q("Invalid src prop (https://cdn.tidewater.sg/rooms/deluxe-king.jpg) on `next/image`, hostname \"cdn.tidewater.sg\" is not configured under images", "gk_main",
  {"gk_image": "R"},
  "inject", "error_code", "en")
Q("Error: NextRouter was not mounted. (in CheckInStepper)", "gk_main",
  {"gk_next_router": "R", "gk_stepper": "RO", "gk_lang": "NA"},
  "inject", "error_code", "en", "CheckInStepper", "router")
Q("保存房价时接口返回 409 ERR_RATE_LOCKED，前端应该怎么处理？", "ba_main",
  {"rate_locked": "R", "allot_exhausted": "NA"},
  "inject", "error_code", "zh")
Q("DOMException: Failed to execute 'open' on 'HIDDevice': Failed to open the device.", "gk_pilot",
  {"gk_card_reader": "R"},
  "inject", "error_code", "en", "useCardReader", "plugin")
Q("Warning: [antd: notification] Static function can not consume context like dynamic theme. Please use 'App' component instead.", "ba_main",
  {"notify_app": "R"},
  "inject", "error_code", "en")

# --- long_doc ---------------------------------------------------------------
Q("FolioLedger: why did the room-night charge post twice in dev, and what replaced the mounted() auto-post?", "ba_main",
  {"folio_pm": "R", "dbl_click": "NA"},
  "inject", "long_doc", "en", "FolioLedger", "component")
Q("Tidewater Ginza check-in dates were off by one in the release. What is the rule now for sending dates to the API?", "ba_rel",
  {"date_shift_pm": "R", "fmt_date": "RO", "nights_between": "NA"},
  "inject", "long_doc", "en")
Q("'Symbol' is undefined on IE11 after the react-i18next bump: which node_modules did we add to the babel include list?", "ba_leg",
  {"ie11_pm": "R", "leg_webpack": "RO"},
  "inject", "long_doc", "en")
Q("Which fields did we keep out of the persisted booking store after the Changi pilot incident, and why?", "gk_pilot",
  {"gk_hydration_pm": "R", "gk_booking_store": "RO"},
  "inject", "long_doc", "en", "useBookingStore", "store")
Q("FolioLedger 里 invalidatesTags 用了 'Folio' 之后，每次记账都把所有账单重新请求一遍，最后是怎么改的？", "ba_main",
  {"folio_pm": "R", "rates_api": "NA"},
  "inject", "long_doc", "zh", "FolioLedger", "component")

# --- not_applicable ---------------------------------------------------------
Q("ReservationTable with virtual enabled: keeping selected rows across pages", "ba_main",
  {"rt_select": "NA", "rt_virtual": "RO"},
  "reference", "not_applicable", "en", "ReservationTable", "component")
Q("RateCalendarCell 鼠标悬停显示房价明细的 tooltip 怎么迁移？", "ba_main",
  {"rate_cell": "NA", "rate_cal": "NA"},
  "abstain", "not_applicable", "zh", "RateCalendarCell", "component")
Q("CurrencyInput for JPY amounts at the Tokyo property (no decimals)", "ba_main",
  {"currency_input": "NA", "fmt_sgd_ba": "NA"},
  "abstain", "not_applicable", "en", "CurrencyInput", "component")
Q("Virtual scrolling for ReservationTable when rows expand to show folio lines", "ba_main",
  {"rt_virtual": "NA", "rt_tanstack": "RO"},
  "reference", "not_applicable", "en", "ReservationTable", "component")
Q("useCardReader 在 iPad Safari 版本的 kiosk 上怎么用？", "gk_main",
  {"gk_card_reader": "NA"},
  "abstain", "not_applicable", "zh", "useCardReader", "plugin")
Q("RoomTypeSelect 用 mode=\"tags\" 让前台自由输入房型, does the labelInValue fix still apply?", "ba_main",
  {"rts_label": "NA", "rts_remote": "NA"},
  "abstain", "not_applicable", "mixed", "RoomTypeSelect", "component")

# --- additional coverage ----------------------------------------------------
Q("Warning: [antd: Modal] `visible` is deprecated. Please use `open` instead.", "ba_main",
  {"modal_open": "R", "drawer_zombie": "NA", "dropdown_menu": "NA"},
  "inject", "error_code", "en")
Q("You're importing a component that needs useState. It only works in a Client Component but none of its parents are marked with \"use client\"", "gk_main",
  {"gk_use_client": "R", "gk_client_only": "RO"},
  "inject", "error_code", "en")
Q("The kiosk showed Monday's room availability on Tuesday morning. Why was the data stale after the Next port?", "gk_main",
  {"gk_fetch": "R"},
  "inject", "synonym", "en")
Q("Persisting the logged-in session across reloads like vuex-persistedstate did", "ba_main",
  {"persist_candidate": "R", "auth_reauth": "NA"},
  "reference", "status_gate", "en", "vuex-persistedstate", "store")
Q("fetch caching for live availability pages on pilot/sentosa (Next 13.5)", "gk_sentosa",
  {"gk_fetch": "NA"},
  "abstain", "version_gate", "en")
Q("vue-i18n 文案里带 <b> 标签, 原来用 v-html 渲染, how do we render that with react-i18next?", "ba_main",
  {"i18n_trans": "R", "i18n_plural": "NA"},
  "inject", "identifier", "mixed", "vue-i18n", "i18n")


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
