#!/usr/bin/env python3
"""Generate the Harborline Mutual labeled test library.

Writes experiences.jsonl and queries.jsonl next to this script.
Projects: claims-desk (adjusters' desktop portal, Vue 2.6 + Vuetify 2 + Vuex 3
-> React 18 + MUI 5 + RTK 1.9 + React Router 6; release/2025-q3 still on
React 17 + MUI 4 + react-router 5 + axios 0.27) and policy-site (public quote
site, Nuxt 3 + Pinia + VeeValidate 4 -> Next.js 14 App Router + react-hook-form
+ zod). Standard library only.
"""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))

ENTRIES = []


def E(id, title, body, project, asset_type, status, branches=None, applies_to=None,
      assets=None, conditions=None, counter=None, source=None, updated=None):
    e = {"id": id, "title": title, "body": body.strip(), "project": project}
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
    if counter:
        e["counter_conditions"] = counter
    if source:
        e["source"] = source
    if updated:
        e["updated_at"] = updated
    ENTRIES.append(e)


CD = "claims-desk"
PS = "policy-site"
MAINLINE = ["main", "feat/*"]
Q3 = ["release/2025-q3"]

# ---------------------------------------------------------------------------
# claims-desk: ClaimsGrid ("the grid") and its siblings
# ---------------------------------------------------------------------------
E("exp-hl-cd-001",
  "ClaimsGrid server paging on MUI X DataGrid v6: paginationModel + rowCount",
  """
Why: the Vue ClaimsGrid was <v-data-table :options.sync="options" :server-items-length="total" :loading="loading">, and a deep watcher on `options` called searchClaims.
What: on React the grid is <DataGrid paginationMode="server" rowCount={total} paginationModel={model} onPaginationModelChange={setModel} pageSizeOptions={[25, 50, 100]} loading={status === 'pending'} />. The search thunk runs from the model change, not from a useEffect over a copied options object.
Gotcha: Vuetify's options.page is 1-based, DataGrid's paginationModel.page is 0-based, and /api/claims/search still takes a 1-based `page`. Convert in exactly one place, inside toApiParams() used by claimsSearchThunk (`page: model.page + 1`). We merged two off-by-one fixes in other places before we agreed on that, and each of them broke the other.
Risk: rowCount is required in server mode. If it is undefined the grid treats the loaded rows as all rows and hides the next-page arrow.
""", CD, "component", "verified", branches=MAINLINE,
  applies_to={"@mui/x-data-grid": "^6", "react": ">=18"}, assets=["ClaimsGrid"],
  conditions="Server-side paging against /api/claims/search on DataGrid v6 (MIT).",
  counter="Client-side paged tables such as SubroGrid or the reserve history: keep the default client pagination. DataGrid v5 uses page/pageSize props instead.",
  source="PR #1184 (claims-desk)", updated="2025-06-02")

E("exp-hl-cd-002",
  "ClaimsGrid server paging on DataGrid v5 (page / pageSize props)",
  """
The February spike ran on @mui/x-data-grid 5.17. There the controlled props are `page`, `pageSize`, `onPageChange(page)` and `onPageSizeChange(size)`, and the options list is `rowsPerPageOptions`, not pageSizeOptions. paginationMode="server" and rowCount behave as in v6, and page is 0-based as well.
If you copy this into a v6 grid there is no error at all: the grid just ignores your page prop, because v6 replaced these props with paginationModel / onPaginationModelChange.
""", CD, "component", "verified", branches=["*"],
  applies_to={"@mui/x-data-grid": ">=5 <6"}, assets=["ClaimsGrid"],
  conditions="DataGrid 5.x only.",
  counter="DataGrid v6 and later: use paginationModel / onPaginationModelChange.",
  source="spike/datagrid-v5 notes, Feb 2025", updated="2025-02-21")

E("exp-hl-cd-003",
  "ClaimsGrid on release/2025-q3: MUI 4 Table + TablePagination with the 4.12 prop names",
  """
The q3 release line stays on React 17 and @material-ui/core 4.12, so there is no DataGrid there. The grid on that branch is a hand-rolled <Table> with <TablePagination component="div" count={total} page={page} rowsPerPage={size} onPageChange={...} onRowsPerPageChange={...} />.
Use onPageChange / onRowsPerPageChange. 4.12 renamed onChangePage / onChangeRowsPerPage and logs a deprecation warning for the old names; Dalian QA filed those warnings as bugs three times.
page is 0-based and the API is 1-based, same conversion as on main (toApiParams is shared). Sorting uses TableSortLabel on one column at a time. Do not cherry-pick the DataGrid PRs from main onto this branch: neither @mui/x-data-grid nor @mui/material exist here.
""", CD, "component", "verified", branches=Q3,
  applies_to={"@material-ui/core": "^4.12", "react": "^17"}, assets=["ClaimsGrid"],
  conditions="release/2025-q3 only (React 17, MUI 4).",
  counter="main and feat/* branches, which use DataGrid v6.",
  source="PR #1102 (release/2025-q3 backport)", updated="2025-07-15")

E("exp-hl-cd-004",
  "ClaimsGrid server-side sorting: sortModel, and why multi-sort is gone",
  """
Vuetify gave us multi-sort for free (multi-sort plus sort-by / sort-desc arrays) and many adjusters sort by Status, then Date of Loss. The MIT DataGrid supports one sort column only; multi-column sorting is a DataGridPro feature.
With sortingMode="server" we map sortModel[0] to `sort=field,asc|desc` for /api/claims/search. Product agreed in DESK-412 to a single sort plus the saved-views dropdown, which covers the common Status+DOL combination as a preset.
Reset paginationModel.page to 0 in the same reducer as the sort change, or the adjuster lands on page 7 of a different ordering.
""", CD, "component", "verified", branches=MAINLINE,
  applies_to={"@mui/x-data-grid": "^6"}, assets=["ClaimsGrid"],
  conditions="MIT DataGrid with server sorting.",
  counter="If the DataGridPro licence is approved, multi-sort is available and this workaround is moot.",
  source="PR #1201; DESK-412", updated="2025-06-09")

E("exp-hl-cd-005",
  "Post-mortem INC-2288: the grid fired triple searches and showed stale claims during the April hail CAT event",
  """
Summary
On 2025-04-17, during the Texas hail CAT event (CAT code 25-TX-HAIL-04), adjusters on the React desk reported that the grid jumped between pages, showed claims from the previous filter for a second or two, and sometimes showed an empty page with "No rows" while the footer said 1-50 of 3,412. Search API p95 went from 380 ms to 2.9 s because each user action produced two or three /api/claims/search calls on top of the surge traffic.

Timeline (ET)
09:10 first ticket from the Dallas field office. 09:40 Dalian on-call (late evening in UTC+8) reproduced on staging with Chrome network throttling. 10:20 root causes 1-3 identified. 11:05 hotfix 2025.04.17-2 rolled out. 14:30 root cause 4 found from a support ticket.

Root cause 1: three triggers for one search
The Vue grid had one `options` object watched deeply, so page, sort and filter changes arrived as one change and one request. The React port had three triggers: onPaginationModelChange, onSortModelChange and a debounced effect on the filter text. Changing the sort reset the page (correct), which fired a second search (wrong), and the debounced filter effect fired a third one 300 ms later.

Fix: one query object in the claimsSearch slice and one effect that depends on it.

```ts
const query = useSelector(selectClaimsQuery); // { page, pageSize, sort, filters }
useEffect(() => {
  const p = dispatch(searchClaims(query));
  return () => p.abort();
}, [query, dispatch]);
```

The sort and filter reducers set page to 0 in the same reducer call, so there is one state change and one request.

Root cause 2: out-of-order responses
Without abort, a slow response for the old filter could land after the new one and overwrite it. createAsyncThunk passes an AbortSignal in thunkAPI; we now hand it to axios:

```ts
export const searchClaims = createAsyncThunk('claims/search', async (q, { signal }) => {
  const { data } = await http.get('/api/claims/search', { params: toApiParams(q), signal });
  return data;
});
```

The rejected action of an aborted request has meta.aborted === true; the reducer ignores it and the toast middleware skips it. Before the fix every abort produced a red "Request failed" toast, which is why the error toast bus looked so noisy that day.

Root cause 3: the "No rows" flash and the jump back to page 1
While loading, the reducer cleared `total` to 0. In server mode DataGrid v6 clamps the page to what rowCount allows: with rowCount 0 the only valid page is 0, so the grid called onPaginationModelChange({ page: 0 }) on its own, which fired yet another search, for page 0. That is the "it jumps back to the first page while loading" that adjusters reported. Fix: keep the last known total while a request is in flight.

```ts
const rowCountRef = useRef(total);
if (status !== 'pending') rowCountRef.current = total;
// ...
<DataGrid rowCount={rowCountRef.current} /* ... */ />
```

Vuetify never did this because server-items-length was not used to clamp the page.

Root cause 4: CAT code filter casing
The CAT filter chip sent the code as typed. The search API matches catCode case-sensitively, so "25-tx-hail-04" returned zero claims and adjusters assumed the CAT had no claims assigned yet. The Vue grid upper-cased the value in a Vue filter on the chip; the port lost that. toApiParams now upper-cases catCode, and the chip input shows the upper-cased value.

What we changed in process
- The grid's RTL test asserts exactly one request per user action (msw request counter).
- A 200-adjuster load test runs before any release in CAT season (June to November).

Follow-ups
DESK-455 move the search to RTK Query for dedupe and caching (not started). DESK-457 the search API should accept lower-case CAT codes.
""", CD, "component", "verified", branches=MAINLINE,
  applies_to={"@mui/x-data-grid": "^6", "@reduxjs/toolkit": "^1.9", "react": ">=18"},
  assets=["ClaimsGrid"],
  conditions="ClaimsGrid with server paging, sorting and filters driven from the claimsSearch slice.",
  counter="Client-side grids (SubroGrid) do not issue search requests per page.",
  source="INC-2288 post-mortem (Confluence DESK/Incidents)", updated="2025-04-29")

E("exp-hl-cd-006",
  "ClaimsGrid: persist column visibility per adjuster in localStorage (proposal)",
  """
Proposal: save columnVisibilityModel and column widths under `desk.grid.cols.<userId>` in localStorage, restore them on mount, and debounce writes on onColumnVisibilityModelChange / onColumnWidthChange.
Works on laptops. Not verified on the Hartford Citrix pool, where profiles are roaming and localStorage may be wiped at logoff; the alternative is PUT /api/users/me/preferences, which the Vue desk never used. Treat this as a reference until the Citrix test in DESK-470 is done.
""", CD, "component", "review_required", branches=MAINLINE,
  applies_to={"@mui/x-data-grid": "^6"}, assets=["ClaimsGrid"],
  conditions="Per-user column layout of the grid.",
  counter="Shared Citrix terminals where localStorage does not survive logoff.",
  source="PR #1240 (draft)", updated="2025-08-05")

E("exp-hl-cd-007",
  "Embed the Vuetify ClaimsGrid inside React with vuera",
  """
We tried mounting the Vue 2 ClaimsGrid inside React pages with vuera's VueWrapper to ship the new claim page earlier. Two runtimes, Vuetify's requirement for a <v-app> root, duplicated global CSS and bridging the selection events made it unusable, and bundle size grew by 400 KB. Abandoned in March in favour of the DataGrid rewrite. Do not use.
""", CD, "component", "deprecated", branches=["*"], assets=["ClaimsGrid"],
  source="spike/vuera-bridge, March 2025", updated="2025-03-28")

E("exp-hl-cd-008",
  "ClaimsGrid 行选择迁移：v-model selected → rowSelectionModel",
  """
Vue 版 ClaimsGrid 用 `v-model="selected"` 加 `show-select`，批量分配理赔员（bulk assign）的时候直接拿 selected 数组，里面是整行对象。
DataGrid v6 用 `checkboxSelection` + `rowSelectionModel` / `onRowSelectionModelChange`，存的是 id 数组，不是行对象，批量操作之前要自己按 id 去 slice 里取行。
服务端分页时翻页会把不在当前页的选择清掉，要加 `keepNonExistentRowsSelected`，否则第 2 页选的理赔会丢，批量分配只分了当前页。
v5 里这个属性叫 selectionModel，网上的例子很多是 v5 的，别抄错。—— 大连组 王磊
""", CD, "component", "verified", branches=MAINLINE,
  applies_to={"@mui/x-data-grid": "^6"}, assets=["ClaimsGrid"],
  conditions="DataGrid v6，服务端分页的批量操作。",
  source="大连组周报 2025-W23", updated="2025-06-06")

E("exp-hl-cd-009",
  "SubroGrid: keep client-side paging, do not copy the ClaimsGrid server setup",
  """
SubroGrid (subrogation recoveries on the claim page) loads all recovery lines of one claim at once; it is never more than a few hundred rows. Use the DataGrid defaults: client pagination, client sorting, the quick filter.
Copying ClaimsGrid's paginationMode="server" here made the footer read "1-25 of 0" because no rowCount was passed, and sorting only sorted the visible page.
Money columns use the shared formatCurrency and are right-aligned (align: 'right', headerAlign: 'right'). Subro status chips reuse the claim status palette.
""", CD, "component", "verified", branches=MAINLINE,
  applies_to={"@mui/x-data-grid": "^6"}, assets=["SubroGrid"],
  conditions="Grids whose full data set is loaded in one request.",
  counter="Any list that the server pages (ClaimsGrid, the diary list, the payments ledger): those need server paging.",
  source="PR #1212", updated="2025-06-18")

E("exp-hl-cd-010",
  "ClaimsGridToolbar export: GridToolbarExport only exports the loaded page",
  """
In the Vue desk, "Export to Excel" called /api/claims/export with the current filters and streamed a CSV of every matching claim. GridToolbarExport in the MIT DataGrid exports the rows in memory, and in server mode that is one page (at most 100 rows). Adjusters in the CAT team noticed because their exports suddenly had exactly 50 lines.
Keep a custom toolbar button that calls /api/claims/export with the same toApiParams(query) as the search, and plug the toolbar in with slots={{ toolbar: ClaimsGridToolbar }} without GridToolbarExport.
""", CD, "component", "verified", branches=MAINLINE,
  applies_to={"@mui/x-data-grid": "^6"}, assets=["ClaimsGridToolbar", "ClaimsGrid"],
  conditions="Grids in server paging mode.",
  counter="Client-paged grids (SubroGrid): the built-in GridToolbarExport already has every row in memory and is fine there.",
  source="DESK-438", updated="2025-06-20")

E("exp-hl-cd-011",
  "MUI: `pageSize` cannot exceed 100 in the MIT version of the DataGrid",
  """
The Vue grid offered 25/50/100/250 rows per page (footer-props items-per-page-options), and 250 is stored in many adjusters' saved views.
When a restored view has pageSize 250 the MIT DataGrid throws "MUI: `pageSize` cannot exceed 100 in the MIT version of the DataGrid. You need to upgrade to DataGridPro or DataGridPremium component to unlock this feature." and the page shows the error boundary.
Clamp on restore (`pageSize: Math.min(saved.pageSize, 100)`), migrate saved views server-side (script in DESK-430), and use pageSizeOptions [25, 50, 100].
""", CD, "component", "verified", branches=MAINLINE,
  applies_to={"@mui/x-data-grid": "^6"}, assets=["ClaimsGrid"],
  source="DESK-430", updated="2025-06-12")

E("exp-hl-cd-012",
  "DataGrid 报 useResizeContainer - The parent DOM element of the data grid has an empty height",
  """
desk 布局里 ClaimsGrid 放在 flex 容器里，父元素没有高度，控制台一直刷 "MUI: useResizeContainer - The parent DOM element of the data grid has an empty height."，表格只显示表头。
Vuetify 的 v-data-table 自己撑开高度，所以 Vue 版没这个问题。
解决：父容器 `display: flex; flex-direction: column; min-height: 0`，DataGrid 外面那层 `flex: 1`。小表格（SubroGrid）可以直接 `autoHeight`；ClaimsGrid 每页最多 100 行，不要用 autoHeight，会失去行虚拟化，滚动很卡。
""", CD, "component", "verified", branches=MAINLINE,
  applies_to={"@mui/x-data-grid": "^6"}, assets=["ClaimsGrid", "SubroGrid"],
  source="大连组 Teams 频道 2025-05-14", updated="2025-05-14")

# ---------------------------------------------------------------------------
# claims-desk: LossDatePicker and sibling pickers
# ---------------------------------------------------------------------------
E("exp-hl-cd-020",
  "Post-mortem INC-2291: date of loss saved one day early for Hartford adjusters",
  """
Summary
From 2025-03-03 to 2025-03-11, FNOLs and claim edits entered through the React LossDatePicker stored the date of loss (DOL) one day earlier than the adjuster picked, for every user in a US time zone. 1,146 claims were affected. 37 of them then failed the policy-period check and were routed to the coverage-question queue, and two were wrongly flagged "loss before inception". The Dalian team could not reproduce it for two days.

Why Dalian could not reproduce it
The bug was `new Date('2025-03-14')`. A date-only ISO string is parsed as UTC midnight. In Dalian (UTC+8) that is 08:00 local on the 14th, so every screen looked right. In Hartford (UTC-5) it is 19:00 on the 13th, and our formatter printed 03/13/2025. Dalian QA ran with the OS clock in Asia/Shanghai. We now run the date tests twice in CI, with TZ=America/New_York and TZ=Asia/Shanghai (set in jest globalSetup), and QA has a Windows VM set to Eastern time.

How it got in
The Vue LossDatePicker bound v-date-picker to a 'YYYY-MM-DD' string and never created a Date at all. The React port used @mui/x-date-pickers with AdapterDayjs, and the save path did

```ts
lossDate: value.toDate().toISOString()   // "2025-03-14T05:00:00.000Z" in Hartford
```

while the claim summary read the field back with dayjs(new Date(claim.lossDate)). The API truncates to a date in UTC on write, which happened to be the 14th for daytime entries, but the read path was wrong everywhere. Two wrongs in different places, so half the screens were right and review did not catch it.

Rules we now follow for the DOL
1. The DOL is a calendar date, not an instant. In the store, in props and on the wire it is the string 'YYYY-MM-DD'.
2. Parse with dayjs(str, 'YYYY-MM-DD') (customParseFormat plugin), which is local midnight, and format with value.format('YYYY-MM-DD'). Never toISOString(), never new Date(str).
3. The picker value is a Dayjs or null; the conversion happens inside LossDatePicker so callers only ever see strings:

```tsx
export function LossDatePicker({ value, onChange, catWindow, ...rest }: Props) {
  const today = dayjs().startOf('day'); // computed on every render, see below
  return (
    <DatePicker
      value={value ? dayjs(value, 'YYYY-MM-DD') : null}
      onChange={(d) => onChange(d && d.isValid() ? d.format('YYYY-MM-DD') : null)}
      maxDate={today}
      shouldDisableDate={catWindow ? (d) => d.isBefore(catWindow.start) || d.isAfter(catWindow.end) : undefined}
      {...rest}
    />
  );
}
```

4. Time of loss is a separate optional field (HH:mm, local to the loss location, not to the adjuster).

Secondary finding: "today" computed once
The first fix used disableFuture plus a module-level `const TODAY = dayjs().startOf('day')` for the validation message. A desk tab left open overnight (normal on the Citrix pool, sessions live up to 12 hours) kept yesterday as "today": the next morning the current date was greyed out in the picker and the validation said "Date of loss cannot be in the future". maxDate is now computed at render time, as in the snippet above, and the zod rule compares against dayjs() at validation time.

Secondary finding: CAT window
For claims tagged with a CAT code, the Vue picker only allowed dates inside the CAT event window (catStart..catEnd from /api/cat-events) and highlighted the window. The port dropped that, and 14 hail claims were tagged to the wrong CAT. Restored with shouldDisableDate when a CAT code is set; without a CAT code no dates are disabled.

Remediation
A backfill script compared the stored DOL with the value typed in the FNOL audit log and corrected 1,146 rows. The 37 coverage-queue claims were re-evaluated manually by the Hartford coverage unit.

Action items
- DESK-421 lint rule banning new Date(<string>) in src/desk (done).
- DESK-422 branded type IsoDate = string & { __brand: 'IsoDate' } for DOL fields (done).
- DESK-423 the same audit for the policy-site EffectiveDatePicker (owned by the quote team).
""", CD, "component", "verified", branches=MAINLINE,
  applies_to={"@mui/x-date-pickers": "^6", "dayjs": "^1.11"},
  assets=["LossDatePicker", "FnolWizard"],
  conditions="Calendar-date fields (date of loss, date reported to agent) on DataGrid/x-date-pickers v6 with AdapterDayjs.",
  counter="Instants such as reportedAt, createdAt and updatedAt are timestamps and stay ISO-8601 timestamps with offset; the 'YYYY-MM-DD' rule is only for calendar dates.",
  source="INC-2291 post-mortem", updated="2025-03-20")

E("exp-hl-cd-021",
  "LossDatePicker: v-menu + v-date-picker → MUI X DatePicker v6 with slotProps.textField",
  """
Vue version: a <v-menu> wrapping a readonly <v-text-field> and a <v-date-picker no-title>, with the form-rule error message shown on the text field.
On @mui/x-date-pickers v6 use <DatePicker label="Date of loss" format="MM/DD/YYYY" slotProps={{ textField: { helperText, error: !!error, required: true, size: 'small' } }} />. v6 removed renderInput; passing it only produces a TypeScript error and is otherwise ignored.
Wrap the app once in <LocalizationProvider dateAdapter={AdapterDayjs}>. Keyboard entry works out of the box, which the readonly Vue field never allowed; adjusters like it.
""", CD, "component", "verified", branches=MAINLINE,
  applies_to={"@mui/x-date-pickers": "^6", "@mui/material": "^5"}, assets=["LossDatePicker"],
  counter="x-date-pickers v5 (renderInput API) and the release/2025-q3 branch (@material-ui/pickers).",
  source="PR #1161", updated="2025-04-02")

E("exp-hl-cd-022",
  "LossDatePicker on @mui/x-date-pickers v5: renderInput and inputFormat",
  """
The first FNOL prototype was on x-date-pickers 5.x. There: <DatePicker value={v} onChange={setV} inputFormat="MM/DD/YYYY" renderInput={(params) => <TextField {...params} helperText={err} />} />. renderInput is required in v5 and the format prop is called inputFormat.
Moving to v6 means renderInput → slots / slotProps and inputFormat → format.
""", CD, "component", "verified", branches=["*"],
  applies_to={"@mui/x-date-pickers": ">=5 <6"}, assets=["LossDatePicker"],
  source="FNOL prototype notes", updated="2025-01-30")

E("exp-hl-cd-023",
  "LossDatePicker on release/2025-q3: @material-ui/pickers 3 needs @date-io/date-fns 1.x",
  """
The q3 line uses KeyboardDatePicker from @material-ui/pickers 3.3.10 inside <MuiPickersUtilsProvider utils={DateFnsUtils}>.
If someone bumps @date-io/date-fns to 2.x (npm update does it when the range is loose), the picker crashes as soon as it opens with "TypeError: utils.getDatePickerHeaderText is not a function". Pin "@date-io/date-fns": "1.3.13" exactly; date-fns 2.x itself is fine.
The DOL rule from main holds here too: keep 'yyyy-MM-dd' strings, parse with date-fns parse(), never new Date(str).
""", CD, "component", "verified", branches=Q3,
  applies_to={"@material-ui/pickers": "^3.3", "@material-ui/core": "^4"}, assets=["LossDatePicker"],
  conditions="release/2025-q3 with @material-ui/pickers 3.",
  source="PR #1119 (release/2025-q3)", updated="2025-07-22")

E("exp-hl-cd-024",
  "LossDatePicker 检查项：不要禁用周末和节假日",
  """
检查项（只作为检查项，还不是方案）：
1) 出险日可以是周末或节假日，shouldDisableDate 不要复用 InspectionDatePicker 的工作日逻辑；
2) 最早日期按保单起期校验，放在表单校验（zod）里，不要设成 minDate，否则 DOL 在范围外的历史理赔打开时输入框是空的，看起来像数据丢了；
3) 确认 disableFuture / maxDate 在页面跨天不刷新时仍然正确。
""", CD, "component", "candidate", branches=MAINLINE,
  applies_to={"@mui/x-date-pickers": "^6"}, assets=["LossDatePicker"],
  source="大连组 code review 备注", updated="2025-05-08")

E("exp-hl-cd-025",
  "InspectionDatePicker: business days only via shouldDisableDate",
  """
InspectionDatePicker schedules a field inspection, so weekends and Harborline holidays (from /api/calendar/holidays, cached per year) are disabled with shouldDisableDate, and minDate is the next business day. This is the picker where disabling dates is correct. It also renders an AM/PM slot select next to the field.
""", CD, "component", "verified", branches=MAINLINE,
  applies_to={"@mui/x-date-pickers": "^6"}, assets=["InspectionDatePicker"],
  conditions="Appointment scheduling pickers.",
  counter="Do not copy this into LossDatePicker: a date of loss can be any calendar day, weekends and holidays included.",
  source="PR #1190", updated="2025-05-30")

E("exp-hl-cd-026",
  "LossDatePicker with AdapterMoment",
  """
The first port used AdapterMoment because the Vue desk had moment for its date filters. We removed moment in May (290 KB with locales); all pickers use AdapterDayjs. Kept for history only.
""", CD, "component", "deprecated", branches=["*"],
  applies_to={"@mui/x-date-pickers": "^6"}, assets=["LossDatePicker"],
  source="PR #1170 (reverted by #1205)", updated="2025-05-19")

# ---------------------------------------------------------------------------
# claims-desk: DocUploader (chunked uploads) and siblings
# ---------------------------------------------------------------------------
E("exp-hl-cd-030",
  "DocUploader chunked uploads in React: design notes and the bugs we hit",
  """
Context
Adjusters attach estimates, photos, recorded statements (audio, up to 1.5 GB) and police reports. The Vue DocUploader drove a chunk loop in a component method. The protocol is owned by the docs service and did not change in the migration.

Protocol
1. POST /api/docs/uploads { claimId, fileName, size, mimeType, sha256? } returns { uploadId, partSize }.
2. PUT /api/docs/uploads/{uploadId}/parts/{n} with the Blob slice as body and Content-Type application/octet-stream; returns { etag }.
3. POST /api/docs/uploads/{uploadId}/complete { parts: [{ n, etag }] }.
4. An uploadId expires after 24 hours; GET /api/docs/uploads/{uploadId}/parts lists the parts received so far.

Chunk loop

```ts
const CHUNK = 5 * 1024 * 1024;
export async function uploadParts(file: File, uploadId: string, signal: AbortSignal, onProgress: (p: number) => void) {
  const count = Math.ceil(file.size / CHUNK);
  const loaded = new Array(count).fill(0);
  const queue = Array.from({ length: count }, (_, i) => i);
  const etags: { n: number; etag: string }[] = [];
  const worker = async () => {
    for (let i = queue.shift(); i !== undefined; i = queue.shift()) {
      const body = file.slice(i * CHUNK, Math.min(file.size, (i + 1) * CHUNK));
      const { data } = await putWithRetry(`/api/docs/uploads/${uploadId}/parts/${i + 1}`, body, {
        signal,
        onUploadProgress: (e) => { loaded[i] = e.loaded; onProgress(sum(loaded) / file.size); },
      });
      etags.push({ n: i + 1, etag: data.etag });
    }
  };
  await Promise.all([worker(), worker(), worker()]);
  return etags.sort((a, b) => a.n - b.n);
}
```

Concurrency is 3. More parallel PUTs saturate the per-session bandwidth cap on the Hartford Citrix pool, and Chrome's six connections per host are shared with the rest of the desk's API calls, so the grid stalls while a large file uploads.

Progress: in axios 1.x onUploadProgress gets an AxiosProgressEvent (loaded, total, progress) per request. We keep loaded[i] per part and throttle dispatches of the aggregated value to the uploads slice to one every 250 ms; otherwise the upload list re-renders 60 times a second.

Retries: a part is retried up to 4 times with backoff 1 s, 2 s, 4 s, 8 s, only for network errors and 502/503/504. Never retry 4xx: 413 means the chunk is larger than the gateway allows, 409 means the upload was completed or aborted elsewhere.

Bug 1: every file uploaded twice, in development only
The first port started the upload in useEffect(() => { start(file) }, [file]). React 18 StrictMode mounts, unmounts and re-mounts components in development, so the effect ran twice and created two uploadIds; the docs service happily stored both copies and the claim showed every attachment twice. Production builds do not double-invoke effects, which is why it passed review. Fix: start uploads in the event handler (the input's onChange, the drop handler), never in an effect; effects only subscribe to progress. Do not remove StrictMode to make it go away.

Bug 2: SHA-256 on the Dalian test VDI
We compute a sha256 of the whole file for dedupe with crypto.subtle.digest. crypto.subtle only exists in secure contexts (https or localhost). The Dalian integration environment is served over plain http://10.20.x.x, so every upload there failed with "TypeError: Cannot read properties of undefined (reading 'digest')". Hashing is now optional: when window.isSecureContext is false the client skips sha256 and the docs service dedupes after complete. Hashing is also skipped above 200 MB, because hashing a 1.5 GB recorded statement on the main thread froze the tab for 20 seconds.

Bug 3: cancelled uploads reported as failures
See the AbortController note: aborted requests are filtered out before they reach the error toast bus.

Bug 4: memory
Slicing is cheap (Blob.slice is lazy), but the first version read each part into an ArrayBuffer to compute a per-part MD5. Do not read file contents except for the optional whole-file hash.

Review checklist
- Upload starts from an event handler, not an effect.
- One AbortController per file; cancel also calls DELETE /api/docs/uploads/{uploadId}.
- No File objects in Redux (keep them in the uploadFiles map).
- CHUNK stays at 5 MiB.
""", CD, "component", "verified", branches=MAINLINE,
  applies_to={"react": ">=18", "axios": "^1"}, assets=["DocUploader"],
  conditions="The React DocUploader talking to the docs service upload API.",
  counter="DocUploadList (listing existing documents) has no chunking.",
  source="DESK design doc 'DocUploader in React' rev 4; PRs #1175, #1193", updated="2025-07-01")

E("exp-hl-cd-031",
  "DocUploader cancel: replace axios CancelToken with AbortController",
  """
The Vue DocUploader kept a CancelToken.source() per upload and called source.cancel('user') from the x button. CancelToken is deprecated since axios 0.22. Use one AbortController per upload and pass its `signal` to every part request and to the complete call.
Check aborts with axios.isCancel(err) (err.code === 'ERR_CANCELED'), so a user cancel does not reach the error toast bus. On cancel also call DELETE /api/docs/uploads/{uploadId} so the docs service drops the parts it already has.
This works the same on axios 0.27 (release/2025-q3) and 1.x (main).
""", CD, "component", "verified", branches=["*"],
  applies_to={"axios": ">=0.22"}, assets=["DocUploader"],
  source="PR #1193", updated="2025-06-25")

E("exp-hl-cd-032",
  "Don't put File objects in Redux: non-serializable payload in DocUploader",
  """
Dispatching addUpload({ file }) produced "A non-serializable value was detected in an action, in the path: `payload.file`. Value: File {...}" from RTK's serializability middleware.
Don't silence it with ignoredActions: the File would also land in state and in the Redux devtools exports that support attaches to tickets. Keep Files in a module-level Map<uploadId, File> (uploadFiles.ts) and put only { uploadId, name, size, type, progress, status } in the uploads slice.
""", CD, "component", "verified", branches=["*"],
  applies_to={"@reduxjs/toolkit": "^1.9"}, assets=["DocUploader"],
  source="PR #1175", updated="2025-06-11")

E("exp-hl-cd-033",
  "上传报 413 Request Entity Too Large：分片必须小于网关限制",
  """
DocUploader 把分片改成 16 MiB 以后，测试环境所有上传都是 413 Request Entity Too Large。
原因是 API 网关 nginx 的 client_max_body_size 是 10m（Hartford 机房的配置，我们改不了）。Vue 版一直是 5 MiB 分片，React 版保持 5 MiB（CHUNK_SIZE = 5 * 1024 * 1024），不要超过 8 MiB。
注意 413 不要重试，重试只针对网络错误和 502/503/504，重试 413 只会把同一个错误再拿三遍。
""", CD, "component", "verified", branches=["*"], assets=["DocUploader"],
  source="大连组 2025-06-03 排查记录", updated="2025-06-03")

E("exp-hl-cd-034",
  "DocUploader drag-and-drop with react-dropzone (proposal)",
  """
Vue used native @dragover / @drop on a v-sheet. Proposal: react-dropzone 14 (useDropzone({ accept: { 'application/pdf': [], 'image/*': [], 'audio/*': [] }, maxSize: 1.5 GB })).
Works in Chrome and Edge on laptops. Not verified on Citrix: the Hartford Citrix policy blocks dragging files from the local desktop into the session browser, which affects staff adjusters and TPA users alike, so click-to-browse must stay the primary path. Review pending with the Citrix team (DESK-466).
""", CD, "component", "review_required", branches=MAINLINE,
  applies_to={"react": ">=18"}, assets=["DocUploader"],
  source="PR #1228 (in review)", updated="2025-08-12")

E("exp-hl-cd-035",
  "DocUploadList: paging and thumbnails for a claim's documents",
  """
DocUploadList is the list of documents already attached to a claim, not the uploader. It pages with /api/claims/{id}/docs?page=&size= and lazy-loads thumbnails with an IntersectionObserver; PDFs get a generic icon because thumbnails are rendered server-side for images only. Sorting is by upload date, newest first, fixed. No chunking involved; for upload progress see DocUploader.
""", CD, "component", "verified", branches=MAINLINE,
  applies_to={"react": ">=18"}, assets=["DocUploadList"],
  source="PR #1181", updated="2025-06-13")

E("exp-hl-cd-036",
  "Resume chunked uploads after a page refresh: checklist",
  """
Check items only, not a plan yet:
(1) A File handle cannot be persisted across reloads without the File System Access API, so "resume" means asking the adjuster to pick the same file again and matching it by name + size + lastModified.
(2) Re-reading a File object kept from before the reload (for example from IndexedDB) fails with "DOMException: NotReadableError" once the underlying file changed or the permission is gone; treat that as "pick again".
(3) The docs service keeps parts for 24 hours; GET /api/docs/uploads/{uploadId}/parts returns the part numbers already received.
(4) Never resume an upload that belongs to another user on the same Citrix machine.
""", CD, "component", "candidate", branches=["*"], assets=["DocUploader"],
  source="DESK-471 notes", updated="2025-08-20")

E("exp-hl-cd-037",
  "DocUploader: port on top of fine-uploader",
  """
January proposal: reuse fine-uploader (the old JSP claims app uses it) for chunking and retries. The library is unmaintained since 2018, has no TypeScript types and manipulates the DOM itself. Rejected in the architecture review; we wrote our own chunk loop (see the DocUploader design notes).
""", CD, "component", "deprecated", branches=["*"], assets=["DocUploader"],
  source="Architecture review 2025-01-22", updated="2025-01-22")

# ---------------------------------------------------------------------------
# claims-desk: FnolWizard
# ---------------------------------------------------------------------------
E("exp-hl-cd-040",
  "FnolWizard: v-stepper → MUI Stepper with a fnolDraft slice and one react-hook-form per step",
  """
Vue: <v-stepper v-model="step"> with one <v-stepper-content> per step, a Vuex fnol module, and vee-validate 3 ValidationObservers per step.
React: <Stepper activeStep={step}> plus one component per step. The draft lives in the fnolDraft slice so the autosave, the summary and the coverage check can read it outside the wizard tree. Each step owns a useForm with its own zod schema; Next validates that step and dispatches updateDraft(values).
Don't use one giant useForm for all six steps: the first attempt did, unmounted steps lost their registration, and validation of hidden steps blocked Next with errors the adjuster could not see.
Steps: Policy lookup, Loss details (DOL, cause of loss), Location, Parties, Damage, Review.
""", CD, "component", "verified", branches=MAINLINE,
  applies_to={"@mui/material": "^5", "@reduxjs/toolkit": "^1.9", "react-hook-form": "^7"},
  assets=["FnolWizard"],
  source="PR #1140", updated="2025-05-06")

E("exp-hl-cd-041",
  "Leaving FNOL with an unsaved draft: useBlocker (react-router-dom 6.19+)",
  """
Vue used beforeRouteLeave with a v-dialog confirm.
On React Router 6.19 and later use useBlocker(({ currentLocation, nextLocation }) => isDirty && currentLocation.pathname !== nextLocation.pathname) and render a MUI Dialog while blocker.state === 'blocked', calling blocker.proceed() or blocker.reset().
It only works under a data router. With <BrowserRouter> it throws "useBlocker must be used within a data router. See https://reactrouter.com/routers/picking-a-router." The desk moved to createBrowserRouter + RouterProvider in PR #1150 for exactly this.
Closing the tab or the Citrix session is not covered by the blocker; that needs the autosave (see INC-2317).
""", CD, "router", "verified", branches=MAINLINE,
  applies_to={"react-router-dom": ">=6.19"}, assets=["FnolWizard"],
  source="PR #1150, PR #1158", updated="2025-05-12")

E("exp-hl-cd-042",
  "Leaving FNOL on react-router-dom 6.7-6.18: unstable_useBlocker",
  """
Before 6.19 the hook is exported as unstable_useBlocker (together with unstable_usePrompt). Same signature and the same data-router requirement as useBlocker. Our first FNOL PR was on 6.14 and used it; when you upgrade, drop the prefix and nothing else changes.
""", CD, "router", "verified", branches=["*"],
  applies_to={"react-router-dom": ">=6.7 <6.19"}, assets=["FnolWizard"],
  source="PR #1122", updated="2025-03-04")

E("exp-hl-cd-043",
  "release/2025-q3: unsaved-changes guard with react-router v5 <Prompt>",
  """
The React pages on the q3 line (claim edit page, FNOL review hot-fix screens) run on react-router-dom 5.3. There <Prompt when={isDirty} message="Discard your changes?" /> works, or history.block() for a custom MUI 4 dialog.
Do not back-port the v6 useBlocker code. useHistory exists here and useNavigate does not, which is the opposite of main.
""", CD, "router", "verified", branches=Q3,
  applies_to={"react-router-dom": "^5"}, assets=["ClaimEditPage", "FnolWizard"],
  source="PR #1107 (release/2025-q3)", updated="2025-07-09")

E("exp-hl-cd-044",
  "FNOL lossDate as a Date in the store: non-serializable state error",
  """
"A non-serializable value was detected in the state, in the path: `fnolDraft.lossDate`. Value: Sun Mar 16 2025 00:00:00 GMT-0400" means someone stored the Date or Dayjs coming out of the picker.
Store the DOL as 'YYYY-MM-DD' (see INC-2291) and instants such as reportedAt as ISO-8601 timestamp strings (new Date().toISOString()). Don't add fnolDraft to ignoredPaths: the draft is also what we PUT to the drafts API, and a Date there serialises differently depending on who calls JSON.stringify.
""", CD, "store", "verified", branches=["*"],
  applies_to={"@reduxjs/toolkit": "^1.9"}, assets=["FnolWizard", "LossDatePicker"],
  source="PR #1163", updated="2025-03-24")

E("exp-hl-cd-045",
  "Post-mortem INC-2317: FNOL drafts lost during the Hurricane Delia CAT event",
  """
Summary
During Hurricane Delia (CAT 25-FL-HU-09, 2025-08-27 and 28) we staffed FNOL intake with overflow adjusters and a TPA team on the Citrix pool. 212 partly entered FNOLs were lost: most when Citrix recycled sessions at the 2-hour limit, the rest when a second adjuster opened the same draft and overwrote it. Claimants had to be called back.

Background
The Vue wizard saved the draft to sessionStorage on every step change and to the server only on Submit. The React port kept that design (fnolDraft slice persisted to sessionStorage) because "it never caused problems": the Vue desk had simply never been used at CAT scale on Citrix.

Root cause 1: sessionStorage does not survive the session
sessionStorage is per tab and dies with the browser process; a Citrix recycle kills the browser. Nothing was on the server.
Fix: server-side drafts. PUT /api/fnol/drafts/{draftId} runs 5 seconds after the last change and on every step change. We use RTK's listener middleware for the debounce:

```ts
listener.startListening({
  matcher: isAnyOf(updateDraft, addDamageItem, removeDamageItem),
  effect: async (action, api) => {
    api.cancelActiveListeners();
    await api.delay(5000);
    await api.dispatch(saveDraft());
  },
});
```

Root cause 2: the last-gasp save did not authenticate
We first added beforeunload + navigator.sendBeacon for the final save. sendBeacon cannot set request headers, so there was no Authorization: Bearer header and the drafts API answered 401; nobody noticed because beacon responses are invisible. beforeunload is also not fired reliably when a Citrix session is killed or when the page goes into the back/forward cache.
Final design: listen to visibilitychange (document.visibilityState === 'hidden') and pagehide, and send

```ts
fetch(`/api/fnol/drafts/${draftId}`, {
  method: 'PUT',
  keepalive: true,
  headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', 'If-Match': etag },
  body: JSON.stringify(draft),
});
```

keepalive requests are limited to 64 KiB of body in total per the Fetch spec, so the draft must not carry data URLs of damage photos (they should never have been in the draft; photos go through DocUploader and the draft keeps document ids).

Root cause 3: two adjusters on one draft
Overflow adjusters picked drafts from a shared queue and two of them could open the same one; last write won silently. Drafts now carry an ETag, every PUT sends If-Match, and the API returns 412 Precondition Failed on a mismatch. The wizard then shows "This draft was changed by <name> at 10:42" and offers to reload. We do not auto-merge.

Root cause 4: one draft per tab
The sessionStorage key was 'fnol-draft', so two FNOLs in two tabs overwrote each other. Server drafts are keyed by draftId and the URL carries it (/fnol/:draftId).

Numbers after the fix (Hurricane Ernesto exercise, 2025-09-10)
0 lost drafts out of 1,930; p95 autosave latency 210 ms; 17 412 conflicts, all resolved by reload.

Action items
- DESK-492 show "saved 5 s ago" in the wizard header (done).
- DESK-493 purge abandoned drafts after 30 days (done).
- DESK-494 the q3 release line keeps the old sessionStorage behaviour; decision by the release board not to back-port.
""", CD, "component", "verified", branches=MAINLINE,
  applies_to={"react": ">=18", "@reduxjs/toolkit": "^1.9"}, assets=["FnolWizard"],
  conditions="React FnolWizard on main with the server-side drafts API.",
  counter="release/2025-q3 (no server drafts there, see DESK-494).",
  source="INC-2317 post-mortem", updated="2025-09-15")

E("exp-hl-cd-046",
  "FNOL 第 5 步损坏明细：v-for + $set 改成 useFieldArray",
  """
Vue 版损坏明细（damage items）用 v-for 渲染数组，新增或修改一行用 this.$set(items, i, row)。
React 版用 react-hook-form 的 useFieldArray({ control, name: 'damageItems' })。key 必须用 field.id，不要用 index：用 index 的话删除中间一行以后，下面几行的金额输入框会串位，显示的是上一行的值。
金额字段用 Controller 包 MUI TextField。valueAsNumber 对空字符串会得到 NaN，提交前要先把空串处理成 undefined，再交给 zod。
""", CD, "component", "verified", branches=MAINLINE,
  applies_to={"react-hook-form": "^7"}, assets=["FnolWizard"],
  source="大连组 PR #1187 说明", updated="2025-06-16")

E("exp-hl-cd-047",
  "FnolWizard state in React Context + useReducer",
  """
The initial port kept the wizard state in FnolContext with useReducer. Replaced by the fnolDraft slice because the autosave, FnolSummaryCard preview and the coverage check all needed the draft outside the wizard tree. Do not start new code on FnolContext.
""", CD, "component", "deprecated", branches=["*"], assets=["FnolWizard"],
  source="PR #1114, superseded by #1140", updated="2025-05-06")

E("exp-hl-cd-048",
  "FnolWizard: one nested route per step (/fnol/:draftId/step/:n)",
  """
Proposal (PR #1233, in review): make every step a child route so browser Back goes to the previous step and support can deep-link an adjuster to a step.
Open questions: guarding a step when a previous one is invalid (loader redirect or component check), and the unsaved-changes blocker firing between steps, which it must not. Until this is merged, the step is local state in the wizard and Back leaves the wizard.
""", CD, "router", "review_required", branches=MAINLINE,
  applies_to={"react-router-dom": ">=6.4"}, assets=["FnolWizard"],
  source="PR #1233 (in review)", updated="2025-08-28")

E("exp-hl-cd-049",
  "FnolSummaryCard on the claim page",
  """
FnolSummaryCard is the read-only card at the top of the claim page that shows what was reported at FNOL: reporter, DOL, cause of loss, first description. It reads /api/claims/{id}/fnol, not the fnolDraft slice. No stepper, no form. The DOL is a 'YYYY-MM-DD' string formatted with formatDate(dol, 'MM/DD/YYYY').
""", CD, "component", "verified", branches=MAINLINE,
  applies_to={"react": ">=18"}, assets=["FnolSummaryCard"],
  source="PR #1177", updated="2025-06-10")

E("exp-hl-cd-050",
  "FNOL CAT auto-tagging: checklist",
  """
Check items, not yet a verified plan:
(1) If the DOL is inside an open CAT window and the loss ZIP is in the CAT's ZIP list, prefill catCode but let the adjuster clear it.
(2) The CAT list comes from /api/cat-events?status=open; refresh it when the wizard starts, not once per session.
(3) Upper-case the code before saving or searching.
(4) Show the CAT banner from CatEventBus only once per session, not on every wizard step.
""", CD, "component", "candidate", branches=MAINLINE, assets=["FnolWizard"],
  source="CAT readiness review 2025-06", updated="2025-06-27")

# ---------------------------------------------------------------------------
# claims-desk: v-can and permission siblings
# ---------------------------------------------------------------------------
E("exp-hl-cd-060",
  "v-can → <Can> component and useCan() hook",
  """
Vue: Vue.directive('can', { inserted(el, binding) { if (!store.getters['auth/can'](binding.value)) el.parentNode.removeChild(el) } }). It only ran on insert, so a role change (the supervisor "act as" switch) needed a full page reload.
React: const canApprove = useCan('claim:approve') reads state.auth.permissions through a memoized selector; for JSX use <Can perm="claim:approve" fallback={null}>...</Can>. Both re-render on a role change.
Permission strings are unchanged from Vue ('claim:approve', 'reserve:change', 'subro:refer', 'payment:issue'), so the API's permission list and the tests did not change.
""", CD, "directive", "verified", branches=["*"],
  applies_to={"react-redux": ">=7.1"}, assets=["v-can"],
  conditions="Showing or hiding UI by the adjuster's permissions.",
  counter="Field-level PII masking (v-can-field) and page-level access (route meta.requiresPerm) are separate assets with their own ports.",
  source="PR #1131", updated="2025-04-14")

E("exp-hl-cd-061",
  "v-can:disable → disabled instead of hidden; wrap disabled buttons for tooltips",
  """
The Vue directive had an argument: v-can:disable="'payment:issue'" disabled the button instead of removing it, so adjusters see that the action exists.
React: <Can perm="payment:issue" mode="disable"> clones its single child with disabled. When the button has a Tooltip ("You need payment authority"), MUI warns "You are providing a disabled `button` child to the Tooltip component" and the tooltip never shows, because disabled elements fire no events. Wrap the button in a <span>.
""", CD, "directive", "verified", branches=MAINLINE,
  applies_to={"@mui/material": "^5"}, assets=["v-can"],
  counter="Links (RouterLink, <a>) ignore `disabled`: mode=\"disable\" does nothing on them; hide them with <Can> instead.",
  source="PR #1146", updated="2025-04-24")

E("exp-hl-cd-062",
  "v-can.any / v-can.all 修饰符怎么迁",
  """
Vue 里 v-can.any="['claim:approve','reserve:change']" 表示有任意一个权限就显示，.all 表示全部都要有。不带修饰符直接传数组时默认是 all。
React 统一成 useCan(perms, { mode: 'any' | 'all' })，默认 'all'，和 Vue 一致。<Can> 组件也接受 any 属性：<Can perm={['claim:approve', 'reserve:change']} any>。
注意权限数组要提到组件外面或者 useMemo，否则每次渲染都是新数组，选择器每次都重新计算。
""", CD, "directive", "verified", branches=["*"],
  applies_to={"react-redux": ">=7.1"}, assets=["v-can"],
  source="大连组 PR #1152 说明", updated="2025-05-02")

E("exp-hl-cd-063",
  "Route permissions: meta.requiresPerm + beforeEach → <RequirePerm> layout route",
  """
This is page-level access, not v-can. Vue Router had meta: { requiresPerm: 'subro:refer' } and a global beforeEach that redirected to /403.
In React Router 6 wrap the protected routes in a layout route whose element is <RequirePerm perm="subro:refer" />, rendering <Outlet /> or <Navigate to="/403" replace />. Don't check permissions in loaders: on first load the auth slice may not be hydrated yet when the loader runs.
""", CD, "router", "verified", branches=MAINLINE,
  applies_to={"react-router-dom": ">=6.4"}, assets=["requiresPerm"],
  source="PR #1155", updated="2025-05-09")

E("exp-hl-cd-064",
  "v-can-field: masking SSN / TIN fields",
  """
v-can-field is a different directive from v-can: it masked the text of an element (SSN, TIN, bank account) to ***-**-1234 unless the user had 'pii:view'.
React: <MaskedField perm="pii:view" value={ssn} kind="ssn" />. For users without the permission the unmasked value must not be in the DOM at all; the API already returns masked values to them, so the component only formats. Wrapping the value in <Can> and rendering *** as fallback is not equivalent: the full value is still in the props and the Redux state.
""", CD, "directive", "verified", branches=["*"], assets=["v-can-field"],
  source="PR #1160; security review SR-88", updated="2025-05-15")

E("exp-hl-cd-065",
  "v-can as a withCan() HOC",
  """
The first port exported withCan(perm)(Component). Hard to type, it wrapped every button, and it hid the permission from whoever reads the JSX. Replaced by <Can> and useCan(). Do not use.
""", CD, "directive", "deprecated", branches=["*"], assets=["v-can"],
  source="PR #1124, superseded by #1131", updated="2025-04-14")

E("exp-hl-cd-066",
  "Permission directives are cosmetic; the API enforces",
  """
Whatever the Vue directive was called (v-can on the desk, v-permission or v-role in other Harborline apps), its React port only hides or disables UI. Every action must still be authorized by the API. When you port one, check that the endpoint returns 403 for a user without the permission and add that case to the API test; handle 403 in the interceptor with a toast, not a logout.
""", "*", "directive", "verified", assets=["v-can"],
  source="Harborline AppSec guideline FE-7", updated="2025-04-01")

# ---------------------------------------------------------------------------
# claims-desk: ErrorToastBus and siblings
# ---------------------------------------------------------------------------
E("exp-hl-cd-070",
  "Global error toast bus: $bus.$emit('toast:error') → toastSlice + <ToastHost>",
  """
Vue: a bare Vue instance as event bus (Vue.prototype.$bus). Components and the axios interceptor called $bus.$emit('toast:error', { message, requestId }), and App.vue listened and showed a v-snackbar.
React: a toastSlice holding a queue; enqueueToast({ severity, message, requestId }). One <ToastHost> in the desk layout renders the head of the queue with MUI <Snackbar autoHideDuration={6000}> and <Alert severity>, and dequeues in TransitionProps.onExited so the next toast animates in after the previous one left. Components use useToast(), which only dispatches.
""", CD, "plugin", "verified", branches=MAINLINE,
  applies_to={"@mui/material": "^5", "@reduxjs/toolkit": "^1.9"}, assets=["ErrorToastBus"],
  conditions="Transient error and success messages.",
  counter="Sticky broadcast messages such as CAT event banners (CatEventBus) must not auto-hide and do not belong in the toast queue.",
  source="PR #1133", updated="2025-04-16")

E("exp-hl-cd-071",
  "ErrorToastBus on release/2025-q3: MUI 4 Snackbar + @material-ui/lab Alert",
  """
On the q3 line Alert is still in @material-ui/lab (4.0.0-alpha.61), not in core. Use TransitionProps={{ onExited }} on the Snackbar, which works on 4.12 and avoids the deprecation warning for the onExited prop. The toastSlice file is the same as on main.
""", CD, "plugin", "verified", branches=Q3,
  applies_to={"@material-ui/core": "^4"}, assets=["ErrorToastBus"],
  source="PR #1110 (release/2025-q3)", updated="2025-07-11")

E("exp-hl-cd-072",
  "Calling the toast from the axios interceptor: Cannot access 'store' before initialization",
  """
http.ts imported the store to dispatch enqueueToast, store.ts imported slices, and the slices imported http.ts: a circular import. The Vite build crashed on load with "ReferenceError: Cannot access 'store' before initialization".
Fix: http.ts exports injectStore(s) and keeps the store in a module variable; main.tsx calls injectStore(store) right after configureStore. The interceptor then does store?.dispatch(enqueueToast(...)). This is the pattern the Redux docs recommend for non-React code. The router is injected the same way (injectRouter).
""", CD, "plugin", "verified", branches=["*"],
  applies_to={"@reduxjs/toolkit": "^1.9"}, assets=["ErrorToastBus", "httpClient"],
  source="PR #1136", updated="2025-04-18")

E("exp-hl-cd-073",
  "错误 toast 去重：CAT 期间的 503 风暴",
  """
CAT 事件高峰时后端大量返回 503，一个页面几十个请求同时失败，Vue 版的 $bus 会弹几十个 v-snackbar 叠在一起，把整个右上角盖住。
React 版在 enqueueToast 里按 key（requestId，没有就用 status + message）做 5 秒内去重，队列最多 3 条，多出来的合并成一条"还有 N 个请求失败"。
被取消的请求（meta.aborted 或 ERR_CANCELED）不进 toast。
""", CD, "plugin", "verified", branches=["*"],
  applies_to={"@reduxjs/toolkit": "^1.9"}, assets=["ErrorToastBus"],
  source="大连组 PR #1199 说明", updated="2025-06-21")

E("exp-hl-cd-074",
  "CatEventBus: CAT event broadcast banner over websocket",
  """
CatEventBus is not the error toast bus. It listens on the /ws/cat-events socket and shows a sticky banner at the top of the desk ("CAT 25-FL-HU-09 opened: Hurricane Delia, Florida panhandle").
React: a CatEventProvider using useSyncExternalStore over the socket client; banner dismissal is stored per CAT code in sessionStorage. Never push CAT messages through toastSlice: they must not auto-hide, and a CAT opening must not be de-duplicated away by the toast rules.
""", CD, "plugin", "verified", branches=MAINLINE,
  applies_to={"react": ">=18"}, assets=["CatEventBus"],
  source="PR #1215", updated="2025-07-03")

E("exp-hl-cd-075",
  "Replace toastSlice with notistack 3 (proposal)",
  """
Proposal: notistack 3 gives stacking, preventDuplicate and persistent snackbars out of the box. Open points: enqueueSnackbar outside React (the interceptor) needs a module-level ref set by a configurator component, and we would lose the toasts in Redux devtools, which support uses to read requestIds from exports. Under review (DESK-480).
""", CD, "plugin", "review_required", branches=MAINLINE,
  applies_to={"@mui/material": "^5", "react": ">=18"}, assets=["ErrorToastBus"],
  source="DESK-480", updated="2025-08-18")

E("exp-hl-cd-076",
  "mitt emitter as a drop-in for $bus",
  """
Replacing $bus with a mitt() instance (emitter.emit('toast:error')) was the one-day port. Rejected in review: events are invisible to devtools and tests, listeners leaked on every HMR reload, and nothing stopped components from inventing new event names. Use toastSlice.
""", CD, "plugin", "deprecated", branches=["*"], assets=["ErrorToastBus"],
  source="PR #1127 (closed)", updated="2025-04-10")

# ---------------------------------------------------------------------------
# claims-desk: httpClient (axios interceptors)
# ---------------------------------------------------------------------------
E("exp-hl-cd-080",
  "Post-mortem INC-2350: refresh-token stampede and broken headers after the axios 1 upgrade",
  """
Summary
On 2025-06-10 and the following days, adjusters returning from lunch were logged out of the desk. Access tokens live 15 minutes and refresh tokens 8 hours, so this should not happen. Users with five to ten desk tabs open produced up to 40 parallel POST /auth/refresh calls. Refresh tokens rotate: the first refresh invalidated the token all the other calls carried, they got 401 from /auth/refresh, and the interceptor treated that as "session over" and logged the user out.

Root cause 1: no single-flight refresh inside a tab
Each failing request started its own refresh. Fix: one refresh promise per tab.

```ts
let refreshing: Promise<string> | null = null;

http.interceptors.response.use(undefined, async (error) => {
  const original = error.config;
  if (error.response?.status !== 401 || original._retry || original.url?.includes('/auth/refresh')) {
    throw error;
  }
  original._retry = true;
  refreshing ??= refreshToken().finally(() => { refreshing = null; });
  const token = await refreshing;
  original.headers.set('Authorization', `Bearer ${token}`);
  return http(original);
});
```

Root cause 2: no coordination across tabs
Tabs refreshed independently. Fix: navigator.locks.request('desk-refresh', ...) around refreshToken(), and the winner posts the new token on a BroadcastChannel('desk-auth'); the other tabs take it instead of refreshing.

Root cause 3: the axios 1.6 upgrade, found during the fix
The Vue-era request interceptor did config.headers = { ...config.headers, Authorization: `Bearer ${t}` }. On axios 1.x, InternalAxiosRequestConfig.headers is an AxiosHeaders instance. TypeScript failed with "TS2322: Type '{ Authorization: string; }' is not assignable to type 'AxiosRequestHeaders'", and someone silenced it with `as any`. At runtime the spread keeps only own enumerable properties and drops the class methods, and the upload code's later config.headers.setContentType('application/octet-stream') threw "TypeError: config.headers.setContentType is not a function".
Rule on axios 1.x: mutate with config.headers.set('Authorization', ...) and config.headers.delete(...); never replace the headers object; never cast it to any.

Root cause 4: clock skew on the Dalian VDI pool
The request interceptor also decided client-side whether the token was expired, comparing the JWT exp with Date.now(). The Dalian VDI clocks were four to six minutes behind, so tokens looked valid after they had expired and requests failed, and on other machines ahead of time the desk refreshed tokens that were still good, over and over. Rule: never decide expiry on the client; send the request and react to 401.

Root cause 5: the logout redirect
When the refresh finally failed, the interceptor did window.location.href = '/login', a full reload that threw away unsaved FNOL drafts and uploads in progress. It now navigates through the injected data router (see the interceptor redirect note).

Action items
- DESK-461 contract test: 20 parallel 401s produce exactly one /auth/refresh (done).
- DESK-462 eslint ban on `as any` in src/http (done).
- DESK-463 back-port the single-flight refresh to release/2025-q3, keeping the 0.27 header code (done).
""", CD, "plugin", "verified", branches=MAINLINE,
  applies_to={"axios": "^1"}, assets=["httpClient"],
  conditions="The desk's shared axios instance on axios 1.x.",
  counter="axios 0.x (release/2025-q3): headers are a plain object there; see the q3 interceptor note.",
  source="INC-2350 post-mortem", updated="2025-06-24")

E("exp-hl-cd-081",
  "httpClient interceptors on axios 0.27 (release/2025-q3)",
  """
On the q3 line axios is 0.27.2: config.headers is a plain object, so config.headers.Authorization = `Bearer ${token}` is correct and there is no AxiosHeaders.set(). Cancellation supports both CancelToken and signal there.
The single-flight 401 refresh from INC-2350 was back-ported unchanged except for the header lines. Do not bump axios on the release line: the Vue half still depends on 0.27's transformResponse behaviour for empty 204 bodies.
""", CD, "plugin", "verified", branches=["release/*", "hotfix/*"],
  applies_to={"axios": ">=0.21 <1"}, assets=["httpClient"],
  source="DESK-463", updated="2025-07-02")

E("exp-hl-cd-082",
  "拦截器 401 跳转登录：不要用 window.location.href",
  """
Vue 版拦截器里直接 import router 实例，router.push('/login')。
React 版第一次改成 window.location.href = '/login'，整页刷新，FNOL 草稿和还没传完的附件全丢了。
现在用 createBrowserRouter 返回的 router 实例：router.navigate('/login', { state: { from: location.pathname } })，router 通过 injectRouter 注入到 http.ts（和 injectStore 同一个套路）。需要 data router（react-router-dom 6.4 以上）。
""", CD, "plugin", "verified", branches=MAINLINE,
  applies_to={"react-router-dom": ">=6.4"}, assets=["httpClient"],
  source="大连组 PR #1203", updated="2025-06-26")

E("exp-hl-cd-083",
  "Retry idempotent GETs on network errors: checklist",
  """
Check items before adding axios-retry (not a plan yet):
only GET and HEAD; never retry POST /api/fnol, payments or reserve changes; exponential backoff with jitter; respect Retry-After on 503 during CAT events; never retry 4xx; retried requests keep the same X-Correlation-Id; cap total retry time at 20 s so the grid does not spin forever on ERR_NETWORK.
""", CD, "plugin", "candidate", branches=["*"],
  applies_to={"axios": "^1"}, assets=["httpClient"],
  source="DESK-476", updated="2025-08-07")

E("exp-hl-cd-084",
  "X-Correlation-Id per request; crypto.randomUUID fails on http test hosts",
  """
Hartford's APM (Dynatrace) joins front-end and API traces on X-Correlation-Id. The request interceptor sets it with crypto.randomUUID(). That function only exists in secure contexts: on the Dalian VDI test environment served over plain http://10.20.x.x it is undefined, and every request threw "TypeError: crypto.randomUUID is not a function" before leaving the browser.
Fallback to the uuid package's v4() when window.isSecureContext is false (or serve test over https). Put the id into the error toast text so adjusters can read it to support.
""", CD, "plugin", "verified", branches=["*"], assets=["httpClient"],
  source="PR #1196", updated="2025-06-19")

# ---------------------------------------------------------------------------
# claims-desk: coverageCalc store and other assets
# ---------------------------------------------------------------------------
E("exp-hl-cd-090",
  "coverageCalc Vuex module → RTK slice with createSelector selectors",
  """
The Vuex coverageCalc module had state (coverages, deductibles, lossLines), mutations, and getters such as netPayable and the getter-with-argument lineTotal(lineId).
In RTK: coverageCalcSlice for state and reducers; derived values as createSelector selectors in coverageCalc.selectors.ts. Getters with arguments become selector factories (makeSelectLineTotal = () => createSelector([selectLine, selectRates], ...)) created once per component with useMemo, because one shared selector called with changing arguments recomputes every time and memoizes nothing.
Vuex actions that called the rating API became createAsyncThunk thunks.
""", CD, "store", "verified", branches=["*"],
  applies_to={"@reduxjs/toolkit": "^1.9"}, assets=["coverageCalc"],
  source="PR #1142", updated="2025-05-07")

E("exp-hl-cd-091",
  "Porting coverageCalc: ACV/RCV, depreciation, deductibles and the penny drift",
  """
Background
coverageCalc computes, for property claims, per loss line: replacement cost value (RCV), depreciation, actual cash value (ACV), recoverable depreciation held back until repair or replacement, the deductible and the limits. The payment dialog and the reserve worksheet both read it, and the PAY-400 mainframe payment check rejects a payment that differs from its own calculation by even one cent.

Definitions used by the desk
- depreciation = RCV x min(age / lifeExpectancy, maxDepreciationPct) (maxDepreciationPct is usually 80%).
- ACV = RCV - depreciation.
- recoverable depreciation = depreciation on lines where the policy form has replacement cost coverage; it is held back and released when the adjuster records proof of repair.

Order of operations (this matches PAY-400)
1. Per line, compute in integer cents.
2. Sum the lines by coverage: A dwelling, B other structures, C contents, D additional living expense.
3. Apply the deductible once per occurrence: to Coverage A first, then B, then C, never to D. The deductible reduces the ACV payment; recoverable depreciation released later is not reduced again.
4. Cap each coverage at its limit after the deductible.

The penny drift
The Vuex getters did (rcv * (1 - dep)).toFixed(2) on floats and summed the strings after parseFloat. About 0.3% of payments in the parallel run were off by one cent and were rejected by PAY-400. The mainframe rounds half-up per line in cents and then sums. The port:

```ts
export const toCents = (dollars: number) => Math.round(dollars * 100); // only at the input boundary
export function lineAcvCents(line: LossLine) {
  const dep = Math.min(line.ageYears / line.lifeYears, line.maxDepPct);
  const depCents = Math.round(line.rcvCents * dep);
  return { acvCents: line.rcvCents - depCents, depCents };
}
```

Math.round is half-up for positive numbers, which matches; line amounts are never negative (credits are separate lines with their own sign handling).

Hurricane and named-storm deductibles
When the claim carries a catCode whose peril is HU (hurricane) or NS (named storm) and the policy has a hurricane deductible endorsement, the deductible is a percentage of the Coverage A limit (1%, 2% or 5% per the declarations), not the flat all-other-perils (AOP) deductible. It applies to wind lines only. Non-wind lines on the same claim (for example theft during the evacuation, or a kitchen fire) use the AOP deductible, and the AOP deductible is applied separately from the hurricane one. The Vue code applied the percentage to every line, which overstated the deductible on mixed claims; the port fixed that deliberately and the coverage unit signed it off.

```ts
export const selectDeductibleCents = createSelector(
  [selectPolicy, selectClaimCat, selectLines],
  (policy, cat, lines) => {
    const hurricane = cat && ['HU', 'NS'].includes(cat.peril) && policy.hurricaneDedPct;
    const wind = lines.filter((l) => l.cause === 'WIND');
    const other = lines.filter((l) => l.cause !== 'WIND');
    return {
      windCents: hurricane ? Math.round(policy.covALimitCents * policy.hurricaneDedPct) : policy.aopDedCents,
      otherCents: other.length ? policy.aopDedCents : 0,
      split: Boolean(hurricane && wind.length && other.length),
    };
  },
);
```

Wind/hail CATs (peril HL) use the separate wind/hail deductible only in states that allow it on our forms (TX, OK, CO); elsewhere AOP applies.

Testing
A golden file of 1,200 historical payments exported from the mainframe; the selector test must match every one to the cent. Run it with TZ=America/New_York, because age in years is computed from the DOL.
""", CD, "store", "verified", branches=["*"],
  applies_to={"@reduxjs/toolkit": "^1.9"}, assets=["coverageCalc"],
  conditions="Property claims paid through PAY-400.",
  counter="Liability and auto physical damage claims do not use ACV/RCV lines.",
  source="DESK design doc 'coverageCalc parity'; PR #1209", updated="2025-07-08")

E("exp-hl-cd-092",
  "createSlice extraReducers on RTK 2: builder callback only",
  """
On @reduxjs/toolkit 2.x the object form extraReducers: { [fetchRates.fulfilled]: ... } is removed and throws when the slice is created: "The object notation for `createSlice.extraReducers` has been removed. Please use the 'builder callback' notation instead". Use extraReducers: (builder) => { builder.addCase(fetchRates.fulfilled, ...) }. The object notation of createReducer is gone as well.
""", "*", "store", "verified",
  applies_to={"@reduxjs/toolkit": "^2"},
  source="spike/rtk2 notes", updated="2025-08-25")

E("exp-hl-cd-093",
  "RTK 1.9 warns about extraReducers object notation; switch to the builder now",
  """
On 1.9.x the object notation still works but logs "The object notation for `createSlice.extraReducers` is deprecated, and will be removed in RTK 2.0. Please use the 'builder callback' notation instead". The coverageCalc port first used the object form, copied from a Vuex-style action map. Use the builder so the RTK 2 upgrade planned after q3 is a no-op; it also types the action payloads correctly.
""", "*", "store", "verified",
  applies_to={"@reduxjs/toolkit": "^1.9"},
  source="PR #1142 review", updated="2025-05-07")

E("exp-hl-cd-094",
  "coverage 面板 mapGetters → useSelector：每次返回新对象导致重渲染",
  """
Vue 版是 computed: mapGetters('coverageCalc', ['summary'])。React 第一版写成 useSelector((s) => ({ acv: selectAcv(s), rcv: selectRcv(s) }))，每次返回一个新对象。react-redux 8.1 开发模式下会报 "Selector unknown returned a different result when called with the same parameters. This can lead to unnecessary rerenders."，而且面板每次 dispatch 都重渲染。
改法：拆成多个 useSelector；或者用 createSelector 组合成一个有记忆的选择器；或者第二个参数传 shallowEqual。
""", CD, "store", "verified", branches=MAINLINE,
  applies_to={"react-redux": ">=8.1"}, assets=["coverageCalc"],
  source="大连组 code review 2025-05", updated="2025-05-21")

E("exp-hl-cd-095",
  "Run coverageCalc in a web worker for large contents schedules (proposal)",
  """
Contents claims after a CAT fire can have 2,000+ line items, and recalculating depreciation on every keystroke freezes the desk for about 400 ms. Proposal: a comlink worker computes the totals, the slice keeps only inputs and the last result.
Not verified: rounding must match the main-thread implementation exactly (PAY-400 parity), and the Citrix CPU limits may make the worker slower than the main thread. In review (DESK-488).
""", CD, "store", "review_required", branches=MAINLINE,
  applies_to={"@reduxjs/toolkit": "^1.9"}, assets=["coverageCalc"],
  source="DESK-488", updated="2025-09-02")

E("exp-hl-cd-096",
  "coverageCalc totals with useMemo inside CoveragePanel",
  """
The first port computed the totals inside CoveragePanel with useMemo. The payment dialog and the reserve worksheet needed the same numbers and re-implemented them slightly differently. Replaced by the selectors in coverageCalc.selectors.ts.
""", CD, "store", "deprecated", branches=["*"], assets=["coverageCalc"],
  source="PR #1129, superseded by #1142", updated="2025-05-07")

E("exp-hl-cd-097",
  "claimLoaderMixin → useClaim(claimId) hook",
  """
The Vue mixin added data() { claim, loading, error }, a created() fetch and a watcher on $route.params.claimId, and every claim tab mixed it in.
React: useClaim(claimId) returns { claim, status, error } from the claims slice and dispatches fetchClaim when the id changes; const { claimId } = useParams() in the page. The mixin's beforeRouteUpdate refresh is covered by the id dependency. Don't export a HOC: the mixin's implicit this.claim is exactly what we wanted to get rid of.
""", CD, "mixin", "verified", branches=["*"],
  applies_to={"@reduxjs/toolkit": "^1.9", "react": ">=17"}, assets=["claimLoaderMixin"],
  source="PR #1138", updated="2025-04-22")

E("exp-hl-cd-098",
  "useHistory is not exported from react-router-dom 6",
  """
Build error after copying code from the q3 line into main: "export 'useHistory' (imported as 'useHistory') was not found in 'react-router-dom'".
React Router 6 replaced it: const navigate = useNavigate(); history.push(x) → navigate(x); history.replace(x) → navigate(x, { replace: true }); history.goBack() → navigate(-1). Vue's this.$router.push({ name: 'claim', params }) has no named routes in RR6; build the path with generatePath('/claims/:claimId', { claimId }).
""", CD, "router", "verified", branches=MAINLINE,
  applies_to={"react-router-dom": "^6"},
  source="PR #1168", updated="2025-06-04")

E("exp-hl-cd-099",
  "Vue 2 and React 18 side by side on the desk: route-level split behind nginx",
  """
During the migration the desk is two apps behind one nginx. /desk/* paths listed in react-routes.conf go to the React app (Vite build), everything else to the Vue 2 app (Vue CLI 4). Auth is shared through the httpOnly session cookie; there is no shared JS runtime.
Moving a page means adding its path to react-routes.conf and deleting the Vue route in the same release. Links between the two apps are plain <a href>, not router links.
We rejected single-spa (two routers fighting over history) and module federation (Vue CLI 4 is on webpack 4).
""", CD, "build", "verified", branches=MAINLINE,
  source="ADR-007 'desk coexistence'", updated="2025-03-12")

# ---------------------------------------------------------------------------
# team-wide
# ---------------------------------------------------------------------------
E("exp-hl-tw-001",
  "Vuetify spacing helpers (pa-4, mt-2) → MUI sx: the unit is 4px vs 8px",
  """
Vuetify 2 spacing helpers use a 4px unit (pa-4 = 16px, mt-2 = 8px); MUI's theme.spacing unit is 8px. So pa-4 → sx={{ p: 2 }}, mt-2 → sx={{ mt: 1 }}, ma-3 (12px) → sx={{ m: 1.5 }}. d-flex align-center justify-space-between → sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}.
Don't set the MUI spacing to 4px to make the numbers match: MUI components' internal paddings use theme.spacing and would shrink. Full table in docs/vuetify-to-sx.md.
""", "*", "style", "verified",
  applies_to={"vuetify": "^2", "@mui/material": "^5"}, assets=["vuetify-helpers"],
  source="docs/vuetify-to-sx.md", updated="2025-04-08")

E("exp-hl-tw-002",
  "v-show vs v-if: when conditional rendering loses state",
  """
v-if maps to {cond && <X />}; v-show maps to keeping the element mounted and hiding it (sx={{ display: cond ? 'block' : 'none' }} or the hidden attribute). The difference matters when the hidden part has state: a v-show'd form section keeps what the user typed, a conditionally rendered one loses it on every toggle. Most of our v-show usages were only for performance and can become conditional rendering; check each one for local state first.
""", "*", "other", "verified",
  source="Migration guide section 3", updated="2025-03-18")

E("exp-hl-tw-003",
  "Unit tests: @vue/test-utils → React Testing Library on React 18",
  """
Use @testing-library/react 14 with React 18 and jest-environment-jsdom. wrapper.vm.someData assertions have no equivalent, and that is intentional: assert on what the user sees (screen.getByRole) and on requests (msw). "Warning: An update to X inside a test was not wrapped in act(...)" almost always means a missing await on findBy* or userEvent; don't wrap things in act() by hand. Use userEvent.setup() per test.
""", "*", "test", "verified",
  applies_to={"react": ">=18"},
  source="Migration guide section 7", updated="2025-04-29")

E("exp-hl-tw-004",
  "$nextTick 没有直接等价物",
  """
Vue 里 this.$nextTick(() => this.$refs.input.focus()) 是等 DOM 更新完再操作。React 里没有 nextTick：需要在渲染后操作 DOM 的放到 useEffect（或 useLayoutEffect，避免闪烁），依赖写触发它的那个状态。确实需要同步刷新再量尺寸的极少数场景才用 flushSync。不要用 setTimeout(fn, 0) 代替，Citrix 上机器慢，时序不稳定。
""", "*", "other", "verified",
  source="大连组迁移笔记", updated="2025-04-03")

E("exp-hl-tw-005",
  "Vue currency filter {{ amount | currency }} → formatCurrency()",
  """
Vue 2 filters are gone in React (and in Vue 3). {{ reserve | currency }} becomes {formatCurrency(reserve)} with a module-level const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }). Always pass the locale explicitly; undefined means "the browser's locale" and Dalian machines render US$1,204.50. Negative amounts (recoveries) show as ($1,204.50) on the desk: use currencySign: 'accounting'.
""", "*", "filter", "verified", assets=["currency"],
  source="src/shared/format.ts", updated="2025-04-11")

E("exp-hl-tw-006",
  "日期过滤器 {{ dol | mmddyyyy }} → formatDate()",
  """
Vue 的 mmddyyyy 过滤器接收 'YYYY-MM-DD' 字符串，直接拆字符串拼成 MM/DD/YYYY，从来不创建 Date。React 的 formatDate(value, 'MM/DD/YYYY') 保持同样做法：日期类字段用字符串拆分或 dayjs(value, 'YYYY-MM-DD')，不要 new Date(value)，否则美国时区会差一天（见 INC-2291）。时间戳字段（createdAt 等）才用 Intl.DateTimeFormat，并且显式传 timeZone: 'America/New_York'。
""", "*", "filter", "verified", assets=["mmddyyyy"],
  source="大连组迁移笔记", updated="2025-03-21")

E("exp-hl-tw-007",
  "Start new React packages with create-react-app",
  """
Early guideline from January: bootstrap new React packages with create-react-app. Retired: CRA is unmaintained, react-scripts 5 hides a webpack config we could not change without ejecting, and dev builds on the Dalian VDI took minutes. New packages use Vite (claims-desk) or Next (policy-site).
""", "*", "build", "deprecated",
  source="Migration guide v1 (superseded)", updated="2025-02-14")

E("exp-hl-tw-008",
  "React 18 StrictMode double-invokes effects in development: fix the effect, keep StrictMode",
  """
In development React 18 StrictMode mounts every component, unmounts it and mounts it again, so effects run twice. Anything that "happens once" in an effect (starting an upload, posting an FNOL, logging an analytics event) happens twice in dev. The fix is to move one-off actions into event handlers, or make the effect idempotent and give it a cleanup (abort the request). Removing <StrictMode> hides the bug until a real remount happens in production (route change back and forth, Suspense).
""", "*", "other", "verified",
  applies_to={"react": ">=18"},
  source="Migration guide section 5", updated="2025-05-05")

E("exp-hl-tw-009",
  "watch 深度监听 → useEffect 依赖：对象依赖每次都变",
  """
Vue 的 watch: { filters: { handler, deep: true } } 直接改成 useEffect(() => ..., [filters]) 会有两个问题：1）如果 filters 是在渲染里新建的对象，每次渲染都触发；2）如果是原地修改的对象（Vue 习惯），根本不触发。做法：状态保持不可变，依赖写具体字段（filters.status, filters.catCode），或者在 slice 里用选择器返回同一个引用。需要"变化就执行"的逻辑优先放在改状态的事件处理里，而不是 effect 里。
""", "*", "other", "verified",
  source="大连组迁移笔记", updated="2025-04-17")

# ---------------------------------------------------------------------------
# policy-site (public quote site)
# ---------------------------------------------------------------------------
E("exp-hl-ps-001",
  "Nuxt useFetch → Next 14 server fetch: rating calls must opt out of the default cache",
  """
Nuxt pages called useFetch('/api/rates', { query }), which runs on the server and is de-duplicated into the payload. In the Next 14 App Router the same call is a plain fetch in a server component, and Next 14 caches fetch results by default ('force-cache') in the Data Cache, across requests and users.
Our first preview served one customer's premium indication to the next customer with the same ZIP for hours, and a rate filing that went live at midnight did not show until the next deploy.
Rules: rating and quote endpoints use fetch(url, { cache: 'no-store' }); reference data (state list, coverage options) uses { next: { revalidate: 3600, tags: ['ref-data'] } } plus revalidateTag from the CMS webhook. export const dynamic = 'force-dynamic' on the page also works but hides the intent.
""", PS, "other", "verified", branches=MAINLINE,
  applies_to={"next": "^14"}, assets=["useQuoteRates"],
  counter="Next 15 and later: fetch is no longer cached by default.",
  source="PS PR #311", updated="2025-05-27")

E("exp-hl-ps-002",
  "Next 15: fetch is not cached by default and cookies()/headers() are async",
  """
For when policy-site moves to Next 15: fetch requests are no longer cached by default (the inverse of 14), GET route handlers are dynamic by default, and cookies(), headers() and params are async (const jar = await cookies()). The @next/codemod next-async-request-api codemod handles most call sites; the quote step guard and the agent-prefill route handler needed manual changes in the spike. main is still on 14.
""", PS, "other", "verified", branches=["*"],
  applies_to={"next": ">=15"},
  source="spike/next15 notes, Sept 2025", updated="2025-09-18")

E("exp-hl-ps-003",
  "VeeValidate useForm + toTypedSchema → react-hook-form + zodResolver, same zod schemas",
  """
VeeValidate 4: const { handleSubmit, errors } = useForm({ validationSchema: toTypedSchema(aboutYouSchema) }) with @vee-validate/zod.
react-hook-form: useForm<AboutYou>({ resolver: zodResolver(aboutYouSchema), mode: 'onTouched', defaultValues }).
Keep the schemas in lib/quote/schemas.ts and import them from both the client form and the server action; the server re-validates with schema.safeParse() because the client can be bypassed. z.infer<typeof aboutYouSchema> replaces the hand-written QuoteForm interface. Custom zod messages ({ message: 'Enter a 5-digit ZIP' }) come through errors.zip?.message unchanged.
""", PS, "component", "verified", branches=["*"],
  applies_to={"react-hook-form": "^7", "zod": "^3", "@hookform/resolvers": "^3"},
  assets=["QuoteWizard"],
  source="PS PR #298", updated="2025-05-14")

E("exp-hl-ps-004",
  "zod 4 with react-hook-form: needs @hookform/resolvers 5.1+",
  """
On zod 4 you need @hookform/resolvers 5.1 or later: older zodResolver versions are typed against zod 3 and fail to compile with zod 4 schemas. Error customisation changed (the message param is now error), and string formats moved to the top level (z.email(), z.uuid()); z.string().email() still works but is deprecated. Notes from the spike/zod4 branch.
""", PS, "component", "verified", branches=["*"],
  applies_to={"zod": "^4", "@hookform/resolvers": ">=5.1"}, assets=["QuoteWizard"],
  source="spike/zod4 notes", updated="2025-09-05")

E("exp-hl-ps-005",
  "You're importing a component that needs useState: keep the page a server component",
  """
Build error after moving QuoteWizard into app/quote/page.tsx: "You're importing a component that needs useState. It only works in a Client Component but none of its parents are marked with "use client", so they're Server Components by default."
Every Nuxt page component was interactive; in the App Router a page is a server component. Keep app/quote/page.tsx as a server component that loads reference data, and put 'use client' at the top of components/quote/QuoteWizard.tsx only. Don't put 'use client' on the page or the layout: you lose server-side loading and ship the rating reference tables to the browser.
""", PS, "component", "verified", branches=MAINLINE,
  applies_to={"next": "^14"}, assets=["QuoteWizard"],
  source="PS PR #302", updated="2025-05-16")

E("exp-hl-ps-006",
  "Post-mortem INC-PS-014: premium flickered from $1,204.50 to 1.204,50 $ on the quote summary",
  """
Summary
On 2025-07-08, after the Next release of the quote summary (PremiumSummary), customers whose browser locale was not en-US saw the premium render as "$1,204.50" and then switch to their own format a moment later, for example "1.204,50 $" in de-DE. The console showed "Warning: Text content did not match. Server: "$1,204.50" Client: "1.204,50 $"" and "Error: Text content does not match server-rendered HTML." React 18 then threw away the server HTML for the whole route and rendered on the client: visible flicker, a CLS spike in the RUM dashboard, and the Buy button disabled for about a second. Roughly 3% of sessions were affected, including every Dalian QA machine (zh-CN locale rendered "US$1,204.50").

Root cause 1: implicit locale
formatPremium used new Intl.NumberFormat(undefined, { style: 'currency', currency: 'USD' }). On the server undefined means Node's default locale (en-US in our container); in the browser it means navigator.language. The Nuxt version formatted through vue-i18n number formats with an explicit locale, so this never happened before.
Fix: always pass the locale from the route segment ([locale] is en-US or es-US):

```ts
export const formatPremium = (cents: number, locale: 'en-US' | 'es-US') =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(cents / 100);
```

Root cause 2: the "Quote valid until" date
The summary computed new Date(Date.now() + 30 * DAY).toLocaleDateString() in a server component. The server runs in UTC, so from 8 pm Eastern the server printed tomorrow's date plus 30 days while the visitor's clock said today. That is a second, quieter mismatch, and a legal one: the quote letter said a different date. Fix: compute the expiry on the server in America/New_York with Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', dateStyle: 'long' }) and pass the formatted string to the client component as a prop; the client never recomputes it.

What we did not do
suppressHydrationWarning was proposed for both elements. We only use it on the "Last updated 10:42 AM" timestamp in the footer, where a difference is expected and harmless; it only works one level deep and it would have hidden root cause 2.

Root cause 3: the es-US test was wrong
While fixing this we found the snapshot test expected "1.204,50 US$" for Spanish. That is es-ES. es-US formats USD as "$1,204.50", the same as en-US, which is what Spanish-speaking customers in the US expect. The test now pins the es-US output.

Prevention
- A lint rule (no-implicit-locale) bans toLocaleString(), toLocaleDateString() and Intl.* constructors without an explicit locale under app/ and components/.
- A Playwright project runs the quote flow with locale 'de-DE' and timezoneId 'Asia/Shanghai' and fails on any hydration warning in the console.
""", PS, "component", "verified", branches=MAINLINE,
  applies_to={"next": "^14", "react": "^18"}, assets=["PremiumSummary"],
  source="INC-PS-014 post-mortem", updated="2025-07-21")

E("exp-hl-ps-007",
  "Pinia useQuoteStore → no global store: form state, ?step= in the URL, quoteId cookie",
  """
Pinia useQuoteStore held the whole quote (applicant, property, coverage choices) across the Nuxt pages /quote/about, /quote/property and so on.
In Next we dropped the global store. The wizard is one client component with one react-hook-form instance, the current step is ?step= in the URL, and the submitted quote id comes back from the server action. No Redux or Zustand for this. The only state that crosses pages is the quoteId, in an httpOnly cookie set by the server action.
""", PS, "store", "verified", branches=MAINLINE,
  applies_to={"next": "^14", "react-hook-form": "^7"}, assets=["useQuoteStore"],
  conditions="A single-session quote flow in one tab.",
  counter="Anything that must survive a hard refresh, a different device or an emailed link (the saved-quote 'resume' feature): this approach keeps no server-side draft and does not cover it.",
  source="PS PR #305", updated="2025-05-20")

E("exp-hl-ps-008",
  "Quote submit as a server action with useFormState (Next 14 / React 18)",
  """
Quote submit is a server action submitQuote(prevState, formData). On Next 14 use const [state, formAction] = useFormState(submitQuote, initialState) from 'react-dom', and useFormStatus() inside the submit button for the pending state.
We don't post the native form directly: RHF's handleSubmit validates first, then calls formAction(toFormData(values)) inside startTransition. state.fieldErrors from the action is mapped to setError so server-side rule failures show on the right field.
""", PS, "component", "verified", branches=MAINLINE,
  applies_to={"next": "^14", "react": "^18"}, assets=["QuoteWizard"],
  source="PS PR #317", updated="2025-06-03")

E("exp-hl-ps-009",
  "React 19: useActionState replaces useFormState",
  """
React 19 renamed useFormState to useActionState and moved it to 'react' (import { useActionState } from 'react'). It also returns isPending as a third element, so the button no longer needs useFormStatus. Only relevant after the Next 15 / React 19 upgrade.
""", PS, "component", "verified", branches=["*"],
  applies_to={"react": ">=19"}, assets=["QuoteWizard"],
  source="spike/next15 notes", updated="2025-09-18")

E("exp-hl-ps-010",
  "Nuxt 路由中间件 → Next middleware.ts：Edge runtime 不能用 Node crypto",
  """
Nuxt 的 definePageMeta({ middleware: 'quote-step-guard' }) 是页面级的，Next 只有根目录一个 middleware.ts，用 config.matcher: ['/quote/:path*'] 限定路径。
middleware 跑在 Edge runtime，不能 import Node 的 crypto 或 fs。校验 quoteId cookie 签名用 Web Crypto（crypto.subtle.importKey + crypto.subtle.verify）或者 jose 库。
步骤守卫只检查 cookie 里有没有 quoteId；具体某一步能不能进放到页面的 server component 里判断，因为 middleware 拿不到表单数据。
""", PS, "router", "verified", branches=MAINLINE,
  applies_to={"next": "^14"}, assets=["quoteStepGuard"],
  source="大连组 PS PR #321", updated="2025-06-10")

E("exp-hl-ps-011",
  "Nuxt useState and the Pinia SSR payload have no equivalent: pass props from the server component",
  """
Nuxt's useState('quote-ref') and the Pinia SSR payload (window.__NUXT__) moved server-fetched reference data to the client automatically. The App Router has no payload: fetch in the server component and pass plain serializable props to the client component. No Date, Map or class instances, or you get "Only plain objects can be passed to Client Components from Server Components". Large tables (territory factors) stay on the server; the client gets only what it renders.
""", PS, "store", "verified", branches=MAINLINE,
  applies_to={"next": "^14"}, assets=["useQuoteStore"],
  source="PS PR #309", updated="2025-05-23")

E("exp-hl-ps-012",
  "@nuxtjs/i18n (en-US, es-US) → next-intl 3",
  """
@nuxtjs/i18n with en-US and es-US (strategy prefix_except_default) → next-intl 3: app/[locale]/layout.tsx, NextIntlClientProvider with only the 'quote' namespace for client components, and createMiddleware({ locales: ['en-US', 'es-US'], defaultLocale: 'en-US', localePrefix: 'as-needed' }) chained with the quote step guard in the single middleware.ts. vue-i18n's $n(amount, 'currency') → useFormatter().number(amount, { style: 'currency', currency: 'USD' }).
""", PS, "i18n", "verified", branches=MAINLINE,
  applies_to={"next-intl": "^3", "next": "^14"},
  source="PS PR #326", updated="2025-06-17")

E("exp-hl-ps-013",
  "useCoverageStore (quote site): coverage choices become form fields, the estimate a pure function",
  """
On the quote site useCoverageStore (Pinia) held the customer's coverage choices (dwelling limit, deductible, optional endorsements such as water backup and scheduled jewelry) and a getter for the "estimated monthly" figure. It is not the claims-desk coverageCalc: no depreciation, no payments, no CAT deductibles.
Ported as the Coverage step's part of the RHF form: choices are form fields, and the estimate is a pure function estimateMonthly(choices, rateFactors) called with the values from useWatch. Rate factors come from the server component as props. No store.
""", PS, "store", "verified", branches=MAINLINE,
  applies_to={"react-hook-form": "^7"}, assets=["useCoverageStore"],
  counter="Claims-desk coverage calculations (coverageCalc): different project, different rules.",
  source="PS PR #314", updated="2025-05-30")

E("exp-hl-ps-014",
  "Quote pages on the Pages Router with getServerSideProps",
  """
Early in the migration we prototyped the quote pages on the Pages Router with getServerSideProps. We committed to the App Router in April and deleted pages/. Don't add pages/ routes.
""", PS, "other", "deprecated", branches=["*"],
  source="PS ADR-3", updated="2025-04-09")

E("exp-hl-ps-015",
  "Cache the ZIP → rating territory lookup with unstable_cache (proposal)",
  """
Proposal: wrap the ZIP → territory lookup (the rating territory service, about 250 ms per call) in unstable_cache(lookupTerritory, ['territory'], { revalidate: 86400, tags: ['territory'] }).
Open points: territory tables change on filing effective dates, so revalidation should follow the filing calendar rather than a fixed day; and unstable_cache is, as the name says, unstable in 14. Pending review with the rating team (PS-233).
""", PS, "other", "review_required", branches=MAINLINE,
  applies_to={"next": "^14"}, assets=["ZipTerritoryLookup"],
  source="PS-233", updated="2025-08-14")

E("exp-hl-ps-016",
  "VeeValidate 失焦校验 → RHF mode：检查项",
  """
检查项（还没在所有步骤验证）：VeeValidate 默认是失焦时校验，出错以后输入时重新校验；RHF 对应的是 mode: 'onTouched'，不是 'onBlur'（onBlur 模式下输入时不会清掉错误）。
1）reValidateMode 保持默认 'onChange'；
2）地址自动补全选中候选项以后要手动 trigger('address')；
3）测试里用 userEvent.tab() 触发失焦。
""", PS, "component", "candidate", branches=MAINLINE,
  applies_to={"react-hook-form": "^7"}, assets=["QuoteWizard"],
  source="大连组 PS 评审备注", updated="2025-06-24")

E("exp-hl-ps-017",
  "Warning: A component is changing an uncontrolled input to be controlled",
  """
Seen on the Discounts step: the "home security system" checkbox had no default, so RHF's Controller passed undefined and then false. Every field needs a default in useForm({ defaultValues }): '' for text, false for checkboxes, null for selects, built from the zod schema in one place (quoteDefaults.ts). VeeValidate initialised missing fields to undefined without complaint, which is why the Vue code never listed them.
""", PS, "component", "verified", branches=MAINLINE,
  applies_to={"react-hook-form": "^7"}, assets=["QuoteWizard"],
  source="PS PR #319", updated="2025-06-06")

E("exp-hl-ps-018",
  "z.coerce.number() 把空字符串变成 0：年行驶里程按 0 算了保费",
  """
报价表单的年行驶里程字段用 z.coerce.number().min(0)。用户把输入框清空以后值是 ''，Number('') 是 0，校验直接通过，保费按 0 英里算了。
改成 z.preprocess((v) => (v === '' || v == null ? undefined : Number(v)), z.number({ required_error: 'Enter your annual mileage' }).min(0))。
Vue 版 v-model.number 对空串返回 ''，zod 会报类型错误，所以 Vue 版没有这个问题。
""", PS, "component", "verified", branches=MAINLINE,
  applies_to={"zod": "^3"}, assets=["QuoteWizard"],
  source="大连组 PS PR #324", updated="2025-06-12")

E("exp-hl-ps-019",
  "<NuxtLink> → next/link: turn off prefetch for quote steps",
  """
<NuxtLink to> → <Link href> from next/link. The App Router prefetches links in the viewport in production; on the quote steps each prefetch rendered the step's server component, which calls the rating API, so every visitor caused about four extra rating calls. Set prefetch={false} on links to quote steps and keep the default for marketing pages.
""", PS, "router", "verified", branches=MAINLINE,
  applies_to={"next": "^14"},
  source="PS PR #329", updated="2025-06-19")

E("exp-hl-ps-020",
  "useHead / useSeoMeta → metadata and generateMetadata",
  """
useHead / useSeoMeta in Nuxt pages → export const metadata or export async function generateMetadata({ params }) in page.tsx. generateMetadata may fetch; Next dedupes the call with the page's own fetch when URL and options are identical. The title template lives in app/[locale]/layout.tsx ('%s | Harborline Mutual'). Client components cannot set metadata.
""", PS, "other", "verified", branches=MAINLINE,
  applies_to={"next": "^14"},
  source="PS PR #307", updated="2025-05-22")

E("exp-hl-ps-021",
  "EffectiveDatePicker: keep the native date input's 'YYYY-MM-DD' string end to end",
  """
The quote site's EffectiveDatePicker is a native <input type="date">; mobile browsers' own pickers beat anything we would build. Its value is already 'YYYY-MM-DD'. Keep it a string through the form and validate with z.string().date().
After INC-2291 on the desk we audited it (DESK-423): the Vue "Coverage starts" summary did new Date(value), which shows the previous day to every visitor in a US time zone. The React summary splits the string (or formats with Intl.DateTimeFormat('en-US', { timeZone: 'UTC' }) on the UTC-midnight Date). The effective date must be between today and today + 60 days in America/New_York, checked again in the server action.
""", PS, "component", "verified", branches=MAINLINE,
  applies_to={"zod": "^3"}, assets=["EffectiveDatePicker"],
  source="DESK-423 / PS PR #333", updated="2025-07-01")

E("exp-hl-ps-022",
  "QuoteWizard migration notes: Nuxt 3 + VeeValidate 4 → Next 14 + react-hook-form + zod",
  """
Scope
QuoteWizard is the homeowners quote flow on policy-site: About you, Property (address, year built, roof), Coverage, Discounts, Review & Buy. These notes collect the decisions behind the port; the smaller notes (zodResolver, server action, defaults) go into detail.

1. One form, not one per step
VeeValidate ran one useForm at wizard level with keepValuesOnUnmount: true. In RHF we kept one useForm in the client QuoteWizard with shouldUnregister: false (the default) and on Next call trigger(stepFields[step]) for the current step only. This is the opposite of the claims-desk FNOL choice on purpose: the quote flow is five short steps submitted once, while FNOL steps are saved individually.

2. Schemas
One zod object per step, merged for submit: quoteSchema = aboutYou.merge(property).merge(coverage).merge(discounts). Cross-step rules (the roof year cannot be before the year built) live in a superRefine on the merged schema and point their path at the later field, so the error shows where the customer can fix it.

3. Address autocomplete
The Vue version called the address API on every keystroke. Now it is debounced 250 ms, aborted on the next keystroke, and the selected candidate is written with setValue('address', candidate, { shouldValidate: true }).

4. Submit and server errors
Submit goes through the submitQuote server action (see the useFormState note). The action returns { fieldErrors: error.flatten().fieldErrors } on validation failure; the client maps each entry with setError(name, { type: 'server', message }) and jumps to the first step containing an error, using the stepOfField map generated from the step schemas.

5. reCAPTCHA Enterprise tokens
A reCAPTCHA token is valid for two minutes and can be verified only once. The Vue version fetched the token when the Review step mounted. Customers who spent more than two minutes reading the review (common: it lists every coverage) got "timeout-or-duplicate" from the verification and a generic "Something went wrong" page; the funnel showed a 4% drop at the last step. Now the token is requested inside the submit handler right before the server action is called, with grecaptcha.enterprise.execute(siteKey, { action: 'quote_submit' }), and never cached. When the server action fails and the customer retries, a new token is fetched, because the old one was already consumed by the first verification.

6. Back button
The step is in ?step=; moving forward uses router.push so browser Back returns to the previous step, and validation runs again when the customer returns to a later step.

7. Agent prefill
Agents send links like /quote?agent=HM2231&zip=06103. The server component reads searchParams, validates them with a small zod schema and passes them as defaultValues; invalid values are dropped silently.
""", PS, "component", "verified", branches=MAINLINE,
  applies_to={"next": "^14", "react-hook-form": "^7", "zod": "^3"}, assets=["QuoteWizard"],
  source="PS design doc 'QuoteWizard on Next' rev 3", updated="2025-07-29")

# ---------------------------------------------------------------------------
# Query contexts
# ---------------------------------------------------------------------------
CD_MAIN_STACK = {
    "vue": "2.6.14", "vuetify": "2.6.15", "vuex": "3.6.2", "vue-router": "3.6.5",
    "react": "18.2.0", "react-dom": "18.2.0", "@mui/material": "5.15.14",
    "@mui/x-data-grid": "6.19.6", "@mui/x-date-pickers": "6.19.7", "dayjs": "1.11.10",
    "@reduxjs/toolkit": "1.9.7", "react-redux": "8.1.3", "react-router-dom": "6.22.3",
    "react-hook-form": "7.51.4", "zod": "3.23.8", "axios": "1.6.8",
}
CD_Q3_STACK = {
    "vue": "2.6.14", "vuetify": "2.6.15", "vuex": "3.6.2", "vue-router": "3.6.5",
    "react": "17.0.2", "react-dom": "17.0.2", "@material-ui/core": "4.12.4",
    "@material-ui/pickers": "3.3.10", "@date-io/date-fns": "1.3.13", "date-fns": "2.30.0",
    "@reduxjs/toolkit": "1.9.7", "react-redux": "7.2.9", "react-router-dom": "5.3.4",
    "axios": "0.27.2",
}
PS_STACK = {
    "nuxt": "3.11.2", "vue": "3.4.21", "pinia": "2.1.7", "vee-validate": "4.12.6",
    "next": "14.2.3", "react": "18.3.1", "react-dom": "18.3.1",
    "react-hook-form": "7.51.4", "zod": "3.23.8", "@hookform/resolvers": "3.3.4",
    "next-intl": "3.11.1",
}


def ctx(project, branch, stack, asset=None, asset_type=None, **overrides):
    s = dict(stack)
    for k, v in overrides.items():
        s[k.replace("__", "/").replace("_", "-")] = v
    c = {"project": project, "branch": branch, "stack": s}
    if asset:
        c["asset"] = asset
    if asset_type:
        c["asset_type"] = asset_type
    return c


def cd(branch="main", asset=None, asset_type=None, stack=None):
    return ctx(CD, branch, stack or CD_MAIN_STACK, asset, asset_type)


def q3(branch="release/2025-q3", asset=None, asset_type=None):
    return ctx(CD, branch, CD_Q3_STACK, asset, asset_type)


def ps(branch="main", asset=None, asset_type=None):
    return ctx(PS, branch, PS_STACK, asset, asset_type)


RTK2_STACK = dict(CD_MAIN_STACK, **{"@reduxjs/toolkit": "2.2.1", "react-redux": "9.1.0"})
MUI6_STACK = dict(CD_MAIN_STACK, **{"@mui/material": "6.1.2", "@mui/x-data-grid": "7.18.0",
                                    "@mui/x-date-pickers": "7.18.0"})
RR614_STACK = dict(CD_MAIN_STACK, **{"react-router-dom": "6.14.2"})

QUERIES = []
R, RO, NA = "reusable", "reference_only", "not_applicable"


def Q(category, query, context, labels, expected):
    QUERIES.append({
        "id": "q-hl-%03d" % (len(QUERIES) + 1),
        "query": query,
        "context": context,
        "labels": {("exp-hl-" + k): v for k, v in labels.items()},
        "expected_decision": expected,
        "category": category,
    })


# --- identifier -------------------------------------------------------------
Q("identifier",
  "ClaimsGrid onPaginationModelChange: where exactly do we convert the 0-based page before calling /api/claims/search?",
  cd("feat/grid-datagrid", "ClaimsGrid", "component"),
  {"cd-001": R, "cd-005": RO, "cd-002": NA, "cd-003": NA, "cd-009": NA}, "inject")
Q("identifier",
  "v-can:disable=\"'payment:issue'\" on the Issue Payment button: what is the React port of the :disable arg?",
  cd("feat/desk-permissions", "v-can", "directive"),
  {"cd-061": R, "cd-060": RO, "cd-066": RO, "cd-065": NA, "cd-064": NA}, "inject")
Q("identifier",
  "DocUploader 里的 CancelToken.source() 在 q3 分支上换成什么？那边 axios 还是 0.27",
  q3(asset="DocUploader", asset_type="component"),
  {"cd-031": R, "cd-030": NA, "cd-037": NA}, "inject")
Q("identifier",
  "makeSelectLineTotal: how should the coverageCalc lineTotal(lineId) getter become a selector?",
  cd(asset="coverageCalc", asset_type="store"),
  {"cd-090": R, "cd-094": RO, "cd-096": NA, "ps-013": NA}, "inject")
Q("identifier",
  "QuoteWizard: we use VeeValidate toTypedSchema(aboutYouSchema) today. Can zodResolver take the same zod schema file?",
  ps("feat/quote-app-router", "QuoteWizard", "component"),
  {"ps-003": R, "ps-004": NA, "ps-022": RO}, "inject")
Q("identifier",
  "claimLoaderMixin watches $route.params.claimId; what replaces it on the React claim page?",
  cd(asset="claimLoaderMixin", asset_type="mixin"),
  {"cd-097": R, "tw-009": RO}, "inject")
Q("identifier",
  "Vuetify helper classes like pa-4, mt-2 and d-flex: what are the sx equivalents?",
  cd(asset_type="style"),
  {"tw-001": R}, "inject")
Q("identifier",
  "LossDatePicker minDate set to the policy inception date: old claims whose DOL is outside that range open with an empty field.",
  cd(asset="LossDatePicker", asset_type="component"),
  {"cd-024": R}, "reference")

# --- synonym ----------------------------------------------------------------
Q("synonym",
  "On the new claims list, going to the second page sends page=1 to the search service, so people see the first page twice.",
  cd(),
  {"cd-001": R, "cd-005": RO, "cd-002": NA, "cd-003": NA}, "inject")
Q("synonym",
  "How do we warn someone who tries to leave a half-completed first report of loss form?",
  cd("feat/fnol-react"),
  {"cd-041": R, "cd-042": NA, "cd-043": NA, "cd-045": RO, "cd-048": RO}, "inject")
Q("synonym",
  "Where should the picked attachment blobs live while the uploader sends them in pieces? The state store keeps complaining about them.",
  cd("feat/upload-chunks"),
  {"cd-032": R, "cd-030": RO}, "inject")
Q("synonym",
  "During a storm surge the backend keeps answering 'service unavailable' and the red popups stack up over the whole corner of the screen. How does the React side collapse them?",
  cd(),
  {"cd-073": R, "cd-070": RO, "cd-075": RO, "cd-005": RO, "cd-074": NA}, "inject")
Q("synonym",
  "Hide an action button when the signed-in adjuster does not hold the authority for it.",
  cd(),
  {"cd-060": R, "cd-061": RO, "cd-066": RO, "cd-063": NA, "cd-064": NA, "cd-065": NA}, "inject")
Q("synonym",
  "Remember which columns each adjuster switched off in the claims list, across logins.",
  cd(),
  {"cd-006": R}, "reference")
Q("synonym",
  "大额财产清单（上千行）时每输入一个字都重新算总额，页面卡住，有没有把计算挪到后台线程的做法？",
  cd(asset="coverageCalc", asset_type="store"),
  {"cd-095": R, "cd-090": RO}, "reference")
Q("synonym",
  "Can we keep the ZIP-to-rating-territory answer around between requests instead of calling the territory service for every visitor?",
  ps(),
  {"ps-015": R, "ps-001": RO}, "reference")

# --- jargon -----------------------------------------------------------------
Q("jargon",
  "subro grid: do I need server paging and rowCount like the grid has?",
  cd(asset="SubroGrid", asset_type="component"),
  {"cd-009": R, "cd-001": NA}, "inject")
Q("jargon",
  "desk 上 FNOL 填到一半，理赔员点了别的菜单，怎么拦截？我们 feat 分支 RR 是 6.22",
  cd("feat/fnol-react", "FnolWizard", "component"),
  {"cd-041": R, "cd-042": NA, "cd-043": NA, "cd-045": RO, "cd-048": RO}, "inject")
Q("jargon",
  "CAT banner on the desk: do we push it through the toast slice?",
  cd(),
  {"cd-074": R, "cd-070": NA, "cd-050": RO}, "inject")
Q("jargon",
  "TPA 的人在 Citrix 里没法把文件拖进上传框，有方案吗？",
  cd(asset="DocUploader", asset_type="component"),
  {"cd-034": R}, "reference")
Q("jargon",
  "subro demand letter: the Vue desk builds the .docx with docxtemplater in the browser. How do we port that?",
  cd(),
  {}, "abstain")
Q("jargon",
  "desk 现在 Vue 页面和 React 页面是怎么共存的？新页面上线要改哪里？",
  cd(),
  {"cd-099": R, "cd-007": NA}, "inject")
Q("jargon",
  "Auto-tag the CAT code on an FNOL from the DOL and the loss ZIP?",
  cd("feat/fnol-react", "FnolWizard", "component"),
  {"cd-050": R, "cd-020": RO}, "reference")

# --- long_doc ---------------------------------------------------------------
Q("long_doc",
  "Why did the DataGrid jump back to the first page by itself while a search was still loading?",
  cd(),
  {"cd-005": R, "cd-001": RO}, "inject")
Q("long_doc",
  "Filtering the grid by a CAT code typed in lower case returns zero claims.",
  cd(),
  {"cd-005": R, "cd-050": RO}, "inject")
Q("long_doc",
  "LossDatePicker：理赔员在 Citrix 里把页面开了一整晚，第二天早上今天的日期是灰的选不了",
  cd(asset="LossDatePicker", asset_type="component"),
  {"cd-020": R, "cd-024": RO}, "inject")
Q("long_doc",
  "Can the FNOL last-gasp save use navigator.sendBeacon on pagehide? The drafts API wants the bearer token.",
  cd("feat/fnol-react"),
  {"cd-045": R}, "inject")
Q("long_doc",
  "Hurricane percentage deductible vs the AOP deductible in coverageCalc: which loss lines does it apply to?",
  cd(asset="coverageCalc", asset_type="store"),
  {"cd-091": R, "cd-090": RO}, "inject")
Q("long_doc",
  "大连 VDI 测试环境上传时算 sha256 直接失败：Cannot read properties of undefined (reading 'digest')",
  cd("feat/upload-chunks", "DocUploader", "component"),
  {"cd-030": R, "cd-084": RO}, "inject")
Q("long_doc",
  "Every attachment shows up twice on the claim, but only when someone runs the desk locally.",
  cd(),
  {"cd-030": R, "tw-008": RO}, "inject")
Q("long_doc",
  "reCAPTCHA says timeout-or-duplicate when customers take a while on the review step of the quote.",
  ps(asset="QuoteWizard"),
  {"ps-022": R}, "inject")
Q("long_doc",
  "The 'valid until' date on the quote summary is one day ahead for people visiting late in the evening; it is rendered in a server component.",
  ps(asset="PremiumSummary", asset_type="component"),
  {"ps-006": R}, "inject")

# --- version_gate -----------------------------------------------------------
Q("version_gate",
  "ClaimsGrid paging with the page / pageSize / onPageChange props: is that still how we wire it?",
  cd(asset="ClaimsGrid"),
  {"cd-001": R, "cd-002": NA}, "inject")
Q("version_gate",
  "LossDatePicker: renderInput={(params) => <TextField {...params} />} does nothing any more. How do we pass helperText?",
  cd(asset="LossDatePicker"),
  {"cd-021": R, "cd-022": NA, "cd-023": NA}, "inject")
Q("version_gate",
  "spike/rtk2 分支升到 RTK 2.2 以后 coverageCalc 的 createSlice 直接报 extraReducers object notation has been removed",
  ctx(CD, "spike/rtk2", RTK2_STACK, "coverageCalc", "store"),
  {"cd-092": R, "cd-093": NA, "cd-090": NA}, "inject")
Q("version_gate",
  "Do server-side fetches to the rating API get cached by default on our Next version? Rates changed but quotes did not.",
  ps(),
  {"ps-001": R, "ps-002": NA}, "inject")
Q("version_gate",
  "useActionState for the quote submit: how do we get the pending state and the server errors?",
  ps(asset="QuoteWizard"),
  {"ps-008": R, "ps-009": NA}, "inject")
Q("version_gate",
  "How do we await cookies() in the quote route handler now that it is async?",
  ps(),
  {"ps-002": NA}, "abstain")
Q("version_gate",
  "spike/mui6: ClaimsGrid server paging on DataGrid v7, is the v6 setup still valid?",
  ctx(CD, "spike/mui6", MUI6_STACK, "ClaimsGrid", "component"),
  {"cd-001": NA, "cd-002": NA, "cd-005": NA}, "abstain")
Q("version_gate",
  "feat/fnol-rr614 分支 react-router-dom 还是 6.14，FNOL 离开确认用哪个 hook？",
  ctx(CD, "feat/fnol-rr614", RR614_STACK, "FnolWizard", "component"),
  {"cd-042": R, "cd-041": NA, "cd-043": NA}, "inject")
Q("version_gate",
  "q3 line: in the request interceptor, do we set Authorization with headers.set() or plain assignment?",
  q3(asset="httpClient", asset_type="plugin"),
  {"cd-081": R, "cd-080": NA}, "inject")

# --- scope_gate -------------------------------------------------------------
Q("scope_gate",
  "release/2025-q3 上 ClaimsGrid 的分页能直接 cherry-pick main 上的 DataGrid PR #1184 吗？",
  q3(asset="ClaimsGrid", asset_type="component"),
  {"cd-003": R, "cd-001": NA, "cd-002": NA}, "inject")
Q("scope_gate",
  "Porting the Pinia coverage store on the quote site: where do the coverage selections and the monthly estimate go?",
  ps(asset="useCoverageStore", asset_type="store"),
  {"ps-013": R, "ps-007": RO, "cd-090": NA}, "inject")
Q("scope_gate",
  "EffectiveDatePicker on the quote site: East-coast customers see the day before the date they picked in the summary.",
  ps(asset="EffectiveDatePicker", asset_type="component"),
  {"ps-021": R, "tw-006": RO, "cd-020": NA}, "inject")
Q("scope_gate",
  "FNOL draft autosave on the release/2025-q3 React pages: what is the recommended approach?",
  q3(asset="FnolWizard", asset_type="component"),
  {"cd-045": NA}, "abstain")
Q("scope_gate",
  "hotfix/2025-q3-dol 分支上 LossDatePicker 一打开就报 utils.getDatePickerHeaderText is not a function",
  q3("hotfix/2025-q3-dol", "LossDatePicker", "component"),
  {"cd-023": NA}, "abstain")
Q("scope_gate",
  "The quote site's agent area has its own permission directive. Is porting it purely a UI change, or does something else need to happen?",
  ps(asset_type="directive"),
  {"cd-066": R, "cd-060": NA}, "inject")

# --- status_gate ------------------------------------------------------------
Q("status_gate",
  "Could we use fine-uploader for the DocUploader chunking instead of maintaining our own loop?",
  cd(asset="DocUploader", asset_type="component"),
  {"cd-037": NA, "cd-030": R}, "inject")
Q("status_gate",
  "Should we swap the toast slice for notistack?",
  cd(asset="ErrorToastBus", asset_type="plugin"),
  {"cd-075": R, "cd-070": RO, "cd-073": RO}, "reference")
Q("status_gate",
  "附件上传到一半刷新了页面，能不能续传？",
  cd(asset="DocUploader", asset_type="component"),
  {"cd-036": R, "cd-030": RO}, "reference")
Q("status_gate",
  "Replace $bus with a mitt emitter for the error toasts, as a quick port?",
  cd(asset="ErrorToastBus", asset_type="plugin"),
  {"cd-076": NA, "cd-070": R}, "inject")
Q("status_gate",
  "withCan('reserve:change')(ReserveButton) HOC for the reserve buttons: OK to use?",
  cd(asset="v-can", asset_type="directive"),
  {"cd-065": NA, "cd-060": R}, "inject")
Q("status_gate",
  "One route per FNOL step, so the browser Back button goes to the previous step?",
  cd("feat/fnol-react", "FnolWizard", "component"),
  {"cd-048": R, "cd-040": RO}, "reference")
Q("status_gate",
  "Can the quote pages load their data with getServerSideProps?",
  ps(),
  {"ps-014": NA, "ps-001": R, "ps-011": RO}, "inject")
Q("status_gate",
  "Bootstrapping a new claims-desk React package with create-react-app: how do we proxy /api in dev?",
  cd(asset_type="build"),
  {"tw-007": NA}, "abstain")
Q("status_gate",
  "Wrap the existing Vue ClaimsGrid in React with vuera's VueWrapper so we can ship the new claim page sooner?",
  cd(asset="ClaimsGrid", asset_type="component"),
  {"cd-007": NA, "cd-099": RO, "cd-001": RO}, "reference")

# --- not_applicable ---------------------------------------------------------
Q("not_applicable",
  "The diary list is paged by the server. Can I copy SubroGrid's grid setup for it?",
  cd(),
  {"cd-009": NA, "cd-001": RO}, "reference")
Q("not_applicable",
  "FNOL reportedAt: should it also be stored as a 'YYYY-MM-DD' string like the DOL?",
  cd(asset="FnolWizard"),
  {"cd-044": R, "cd-020": NA}, "inject")
Q("not_applicable",
  "LossDatePicker 要不要像 InspectionDatePicker 一样把周末和节假日禁掉？",
  cd(asset="LossDatePicker", asset_type="component"),
  {"cd-025": NA, "cd-024": R, "cd-020": RO}, "reference")
Q("not_applicable",
  "Exporting the SubroGrid recoveries to CSV: do I need a custom toolbar calling /api/claims/export like ClaimsGridToolbar does?",
  cd(asset="SubroGrid", asset_type="component"),
  {"cd-010": NA, "cd-009": RO}, "reference")
Q("not_applicable",
  "Claimant SSN on the parties panel: can I wrap it in <Can perm='pii:view'> and render *** as the fallback?",
  cd(),
  {"cd-064": R, "cd-060": NA}, "inject")
Q("not_applicable",
  "Use <Can mode='disable'> on the 'Open subro file' RouterLink?",
  cd(asset="v-can", asset_type="directive"),
  {"cd-061": NA, "cd-060": R}, "inject")
Q("not_applicable",
  "Customers want a 'resume my quote' link by email. Is the wizard state in search params enough for that?",
  ps(asset="useQuoteStore"),
  {"ps-007": NA, "ps-022": NA}, "abstain")
Q("not_applicable",
  "Let adjusters drag to reorder the documents in DocUploadList.",
  cd(asset="DocUploadList", asset_type="component"),
  {"cd-035": NA, "cd-034": NA}, "abstain")

# --- multilingual -----------------------------------------------------------
Q("multilingual",
  "useFieldArray damage items: the amount inputs get mixed up after deleting a row in the middle.",
  cd("feat/fnol-react", "FnolWizard", "component"),
  {"cd-046": R}, "inject")
Q("multilingual",
  "v-can.any with a list of permissions: what's the React equivalent, and what is the default mode?",
  cd(asset="v-can", asset_type="directive"),
  {"cd-062": R, "cd-060": RO}, "inject")
Q("multilingual",
  "ClaimsGrid 的导出按钮换成 DataGrid 自带的 GridToolbarExport 以后，导出的只有当前页",
  cd(asset="ClaimsGrid", asset_type="component"),
  {"cd-010": R}, "inject")
Q("multilingual",
  "FNOL 草稿里把 lossDate 存成了 Date，控制台报 non-serializable value",
  cd("feat/fnol-react", "FnolWizard"),
  {"cd-044": R, "cd-020": RO}, "inject")
Q("multilingual",
  "z.coerce.number() turns an emptied annual mileage field into 0 on the quote form.",
  ps(asset="QuoteWizard", asset_type="component"),
  {"ps-018": R, "ps-003": RO}, "inject")
Q("multilingual",
  "CAT 高峰期网络抖动，拦截器要不要对 GET 请求自动重试？",
  cd(asset="httpClient", asset_type="plugin"),
  {"cd-083": R, "cd-080": RO}, "reference")
Q("multilingual",
  "The quote step guard in Next middleware can't import Node's crypto. What do we do?",
  ps(asset="quoteStepGuard", asset_type="router"),
  {"ps-010": R}, "inject")
Q("multilingual",
  "VeeValidate validated on blur; which react-hook-form mode matches that on the quote form?",
  ps(asset="QuoteWizard", asset_type="component"),
  {"ps-016": R, "ps-003": RO}, "reference")
Q("multilingual",
  "理赔列表的列宽和隐藏的列能不能按理赔员记住？下次登录还在",
  cd(asset="ClaimsGrid", asset_type="component"),
  {"cd-006": R}, "reference")

# --- error_code -------------------------------------------------------------
Q("error_code",
  "MUI: `pageSize` cannot exceed 100 in the MIT version of the DataGrid. Thrown when an adjuster opens a saved view.",
  cd(asset="ClaimsGrid"),
  {"cd-011": R}, "inject")
Q("error_code",
  "useBlocker must be used within a data router. See https://reactrouter.com/routers/picking-a-router.",
  cd("feat/fnol-react"),
  {"cd-041": R, "cd-042": NA}, "inject")
Q("error_code",
  "TypeError: utils.getDatePickerHeaderText is not a function when opening the date of loss picker after npm update",
  q3(),
  {"cd-023": R}, "inject")
Q("error_code",
  "export 'useHistory' (imported as 'useHistory') was not found in 'react-router-dom'",
  cd(),
  {"cd-098": R, "cd-043": NA}, "inject")
Q("error_code",
  "上传分片一直返回 413 Request Entity Too Large，要不要加重试？",
  cd("feat/upload-chunks", "DocUploader"),
  {"cd-033": R, "cd-030": RO}, "inject")
Q("error_code",
  "ReferenceError: Cannot access 'store' before initialization. http.ts imports the store to show the error toast.",
  cd(asset="httpClient", asset_type="plugin"),
  {"cd-072": R, "cd-070": RO}, "inject")
Q("error_code",
  "Build error: You're importing a component that needs useState. It only works in a Client Component but none of its parents are marked with \"use client\"",
  ps("feat/quote-app-router"),
  {"ps-005": R}, "inject")
Q("error_code",
  "coverage 面板控制台一直报 Selector unknown returned a different result when called with the same parameters",
  cd(asset="coverageCalc", asset_type="store"),
  {"cd-094": R, "cd-090": RO}, "inject")
Q("error_code",
  "ChunkLoadError: Loading chunk 734 failed. Adjusters hit it right after every desk deploy.",
  cd(),
  {}, "abstain")
Q("error_code",
  "DOMException NotReadableError when re-reading the same file to resume an upload after a reload",
  cd(asset="DocUploader", asset_type="component"),
  {"cd-036": R}, "reference")

# --- missing ----------------------------------------------------------------
Q("missing",
  "How do we port the Vuetify v-treeview that shows the coverage hierarchy on the policy tab?",
  cd(), {}, "abstain")
Q("missing",
  "ClaimsGrid row grouping by CAT event: how do we group rows in the DataGrid?",
  cd(asset="ClaimsGrid"), {}, "abstain")
Q("missing",
  "报价站点的 GA4 埋点原来写在 Nuxt 插件里，迁到 Next App Router 以后放哪里？",
  ps(), {}, "abstain")
Q("missing",
  "Print-friendly claim summary on the desk: the Vue page used an @media print stylesheet and window.print().",
  cd(), {}, "abstain")
Q("missing",
  "desk 的快捷键（Vue 里用 vue-shortkey，Alt+N 新建 diary）React 里用什么？",
  cd(), {}, "abstain")
Q("missing",
  "Storybook setup for the desk's MUI components with the Harborline theme tokens?",
  cd(), {}, "abstain")
Q("missing",
  "理赔台的理赔通知书 PDF 模板（原来用 Vue 渲染再打印）怎么迁？",
  cd(), {}, "abstain")


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
