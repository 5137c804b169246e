#!/usr/bin/env python3
"""Generate the Ridgeline labeled migration-experience library.

Writes experiences.jsonl (§1 of formats.md) and queries.jsonl (§3) next to
this file, deterministically (no randomness, no clock).  Standard library only.

expected_decision is *computed* here from labels + status + eligibility and
then compared with the decision the author intended for each query, so a
mislabeled query fails loudly at generation time.
"""
import fnmatch
import json
import os
import re
import sys
import textwrap

HERE = os.path.dirname(os.path.abspath(__file__))

# --------------------------------------------------------------------------
# minimal semver range check (npm-style subset: ^ ~ >= > <= < = x-ranges, ||)
# --------------------------------------------------------------------------
VER_RE = re.compile(r"^v?(\d+)\.(\d+)\.(\d+)$")


def parse_version(v):
    m = VER_RE.match(v.strip())
    if not m:
        raise ValueError("not a concrete x.y.z version: %r" % v)
    return tuple(int(g) for g in m.groups())


def _partial(s):
    s = s.strip().lstrip("v")
    parts = s.split(".")
    if not 1 <= len(parts) <= 3:
        raise ValueError("bad version in range: %r" % s)
    nums = []
    for p in parts:
        if p in ("x", "X", "*"):
            break
        if not p.isdigit():
            raise ValueError("bad version in range: %r" % s)
        nums.append(int(p))
    return nums  # 0..3 numbers given


def _floor(nums):
    return tuple(nums + [0] * (3 - len(nums)))


def _bump(nums):
    """first version above the partial: 5 -> 6.0.0, 5.2 -> 5.3.0"""
    if not nums:
        return None
    n = list(nums)
    n[-1] += 1
    return _floor(n)


def _comparators(token):
    """one comparator token -> list of (op, version tuple)"""
    m = re.match(r"^(\^|~|>=|<=|>|<|=)?(.+)$", token)
    op, rest = m.group(1) or "", m.group(2)
    nums = _partial(rest)
    if op == "^":
        lo = _floor(nums)
        if not nums:
            return []
        if nums[0] > 0 or len(nums) == 1:
            hi = (nums[0] + 1, 0, 0)
        elif len(nums) >= 2 and (nums[1] > 0 or len(nums) == 2):
            hi = (0, nums[1] + 1, 0)
        else:
            hi = (0, 0, nums[2] + 1)
        return [(">=", lo), ("<", hi)]
    if op == "~":
        lo = _floor(nums)
        hi = (nums[0] + 1, 0, 0) if len(nums) == 1 else (nums[0], nums[1] + 1, 0)
        return [(">=", lo), ("<", hi)]
    if op in ("", "="):
        if len(nums) == 3:
            return [("=", tuple(nums))]
        if not nums:
            return []
        return [(">=", _floor(nums)), ("<", _bump(nums))]
    if op == ">=":
        return [(">=", _floor(nums))]
    if op == "<":
        return [("<", _floor(nums))]
    if op == ">":
        return [(">", tuple(nums))] if len(nums) == 3 else [(">=", _bump(nums))]
    if op == "<=":
        return [("<=", tuple(nums))] if len(nums) == 3 else [("<", _bump(nums))]
    raise ValueError(token)


def parse_range(rng):
    alts = []
    for alt in rng.split("||"):
        toks = alt.split()
        if not toks:
            raise ValueError("empty range alternative in %r" % rng)
        comps = []
        for t in toks:
            comps.extend(_comparators(t))
        alts.append(comps)
    return alts


def satisfies(version, rng):
    v = parse_version(version)
    for comps in parse_range(rng):
        ok = True
        for op, b in comps:
            if op == "=" and not v == b: ok = False
            elif op == ">=" and not v >= b: ok = False
            elif op == ">" and not v > b: ok = False
            elif op == "<=" and not v <= b: ok = False
            elif op == "<" and not v < b: ok = False
        if ok:
            return True
    return False


assert satisfies("5.15.2", ">=5 <6") and not satisfies("4.12.4", ">=5 <6")
assert satisfies("4.12.4", "^4") and not satisfies("5.0.0", "^4")
assert satisfies("2.15.14", "^2.15") and not satisfies("2.14.9", "^2.15")
assert satisfies("4.3.9", ">=4.0 <4.4") and not satisfies("4.4.0", ">=4.0 <4.4")
assert satisfies("6.21.1", ">=6.19") and not satisfies("6.16.0", ">=6.19")
assert satisfies("1.9.7", "~1.9") and not satisfies("1.10.0", "~1.9")
assert satisfies("17.0.2", "^16.14 || ^17") and not satisfies("18.2.0", "^16.14 || ^17")
assert satisfies("0.34.6", "^0.34") and not satisfies("0.35.0", "^0.34")


def eligible(entry, ctx):
    if entry["project"] not in ("*", ctx["project"]):
        return False
    if not any(fnmatch.fnmatchcase(ctx["branch"], g) for g in entry.get("branches", ["*"])):
        return False
    stack = ctx["stack"]
    for pkg, rng in entry.get("applies_to", {}).items():
        if pkg not in stack or not satisfies(stack[pkg], rng):
            return False
    return True


def decide(labels, entries_by_id, ctx):
    inject = reference = False
    for eid, lab in labels.items():
        e = entries_by_id[eid]
        if e["status"] == "deprecated" or not eligible(e, ctx):
            continue
        if lab == "reusable":
            if e["status"] == "verified":
                inject = True
            else:
                reference = True
        elif lab == "reference_only":
            reference = True
    return "inject" if inject else ("reference" if reference else "abstain")


# --------------------------------------------------------------------------
# stacks used by query contexts (concrete versions)
# --------------------------------------------------------------------------
SHOP_MAIN = {
    "vue": "3.3.8", "quasar": "2.14.2", "pinia": "2.1.7", "vue-i18n": "9.8.0",
    "react": "18.2.0", "react-dom": "18.2.0", "@mui/material": "5.15.2",
    "@mui/x-data-grid": "6.18.6", "zustand": "4.4.7",
    "@tanstack/react-query": "5.17.9", "i18next": "23.7.16",
    "react-i18next": "13.5.0", "react-router-dom": "6.21.1", "vite": "5.0.10",
    "vitest": "1.1.0", "msw": "2.0.11",
}
# release/2024.05 was cut before the zustand / router / msw bumps
SHOP_REL = dict(SHOP_MAIN, **{
    "@mui/material": "5.14.20", "@mui/x-data-grid": "6.16.3", "zustand": "4.3.9",
    "@tanstack/react-query": "5.8.4", "react-router-dom": "6.16.0", "msw": "1.3.2",
})
# feat/grid-v7 trials MUI X v7
SHOP_GRID7 = dict(SHOP_MAIN, **{"@mui/x-data-grid": "7.3.1", "@mui/material": "5.15.14"})
# customer/acme: a customer fork pinned to MUI 4 / React 17 (so TanStack Query 4)
ACME = {
    "vue": "3.3.4", "quasar": "2.12.6", "pinia": "2.1.6", "vue-i18n": "9.2.2",
    "react": "17.0.2", "react-dom": "17.0.2", "@material-ui/core": "4.12.4",
    "zustand": "4.4.7", "@tanstack/react-query": "4.36.1", "i18next": "22.5.1",
    "react-i18next": "12.3.1", "react-router-dom": "6.21.1", "vite": "4.5.1",
    "vitest": "0.34.6", "msw": "1.3.2",
}
PORTAL_MAIN = {
    "vue": "2.7.16", "element-ui": "2.15.14", "vuex": "3.6.2", "vue-router": "3.6.5",
    "vue-i18n": "8.28.2", "echarts": "5.4.3", "next": "14.1.0", "react": "18.2.0",
    "react-dom": "18.2.0", "antd": "5.12.8", "@reduxjs/toolkit": "2.2.1",
    "react-redux": "9.1.0", "echarts-for-react": "3.0.2", "dayjs": "1.11.10",
    "i18next": "23.7.16", "react-i18next": "13.5.0", "next-i18next": "15.2.0",
    "react-leaflet": "4.2.1", "jest": "29.7.0", "msw": "2.0.11",
}
# release/2023.12 of the portal: still antd 4 + RTK 1.9 + Next 13
PORTAL_OLD = {
    "vue": "2.7.16", "element-ui": "2.15.14", "vuex": "3.6.2", "vue-router": "3.6.5",
    "vue-i18n": "8.28.2", "echarts": "5.4.3", "next": "13.5.6", "react": "18.2.0",
    "react-dom": "18.2.0", "antd": "4.24.15", "@reduxjs/toolkit": "1.9.7",
    "react-redux": "8.1.3", "echarts-for-react": "3.0.2", "moment": "2.29.4",
    "i18next": "22.5.1", "react-i18next": "12.3.1", "next-i18next": "14.0.3",
    "react-leaflet": "4.2.1", "jest": "29.7.0", "msw": "1.3.2",
}

SHOP = "ridgeline-shop"
PORTAL = "ridgeline-portal"
ALL = "*"
SHOP_BR = ["main", "release/*", "feat/*"]       # everything but the acme fork

ENTRIES = []


def E(n, title, body, project, asset_type, status, assets=None, branches=None,
      applies=None, cond=None, counter=None, source=None, updated=None):
    d = {"id": "exp-rl-%04d" % n, "title": title,
         "body": textwrap.dedent(body).strip("\n"), "project": project}
    if branches is not None:
        d["branches"] = branches
    if applies is not None:
        d["applies_to"] = applies
    d["asset_type"] = asset_type
    if assets is not None:
        d["assets"] = assets
    d["status"] = status
    if cond is not None:
        d["conditions"] = cond
    if counter is not None:
        d["counter_conditions"] = counter
    if source is not None:
        d["source"] = source
    if updated is not None:
        d["updated_at"] = updated
    ENTRIES.append(d)

# ==========================================================================
# ridgeline-shop: WorkOrderGrid / WorkOrderGridLite
# ==========================================================================
E(1, "WorkOrderGrid: virtual scrolling moves to DataGrid's built-in row virtualization",
  """
  Symptom: the Quasar QTable version of WorkOrderGrid used `virtual-scroll` with
  `virtual-scroll-item-size="48"`; a straight port to a MUI <Table> rendered all
  3-4k open work orders and the tablet (Galaxy Tab A8) dropped to ~5 fps.
  Cause: MUI <Table> has no virtualization; the Quasar prop has no equivalent there.
  Fix: render WorkOrderGrid with `@mui/x-data-grid` <DataGrid>. Row and column
  virtualization are on by default. Keep a fixed `rowHeight={52}` and
  `columnBuffer={2}`; give the grid a parent with an explicit height
  (`height: calc(100vh - 112px)`), otherwise it renders 0 rows or warns about
  "The parent DOM element of the Data Grid has an empty height".
  Don't: use `getRowHeight={() => 'auto'}` for the main grid: it measures every
  row and kills scrolling above ~2k rows. Don't set `disableVirtualization`
  (only for the print view).
  """,
  SHOP, "component", "verified", assets=["WorkOrderGrid"], branches=SHOP_BR,
  applies={"@mui/x-data-grid": ">=6 <7", "react": ">=18"},
  cond="WorkOrderGrid rendered with @mui/x-data-grid v6 (MIT edition) on React 18; list is the full open-WO list (hundreds to thousands of rows).",
  counter="Not for WorkOrderGridLite (truck drawer, max 20 rows, plain MUI Table). Not for x-data-grid v7 (feat/grid-v7) where the buffer props were renamed. Not for the print view.",
  source="PR ridgeline-shop#1412", updated="2024-03-02")

E(2, "WorkOrderGrid: persisting column order / width / visibility after the move to DataGrid",
  """
  Symptom: technicians lost their column layout after the React release; the old
  grid stored `visibleColumns` in localStorage under `wo-grid-cols-v2`.
  Cause: DataGrid keeps columns in its own state; nothing reads the old key.
  Fix: in WorkOrderGrid create `const apiRef = useGridApiRef()`; on
  `onColumnWidthChange`, `onColumnOrderChange` and `onColumnVisibilityModelChange`
  call a debounced (500 ms) `save(apiRef.current.exportState())` under key
  `wo-grid-state-v3`; on mount pass `initialState={loadState()}`.
  One-time migration: if `wo-grid-cols-v2` exists and v3 does not, map the array
  of visible column names to `{columns: {columnVisibilityModel: {...}}}` and
  delete the old key. Keep the key per user id (`wo-grid-state-v3:${userId}`),
  tablets are shared between shifts.
  Don't: store the whole exported state including `filter` and `sorting`;
  product wants filters reset each shift. Pick `columns` and `pinnedColumns` only.
  """,
  SHOP, "component", "verified", assets=["WorkOrderGrid"], branches=SHOP_BR,
  applies={"@mui/x-data-grid": ">=6 <7"},
  cond="Grid is the DataGrid-based WorkOrderGrid; user-level layout must survive reloads.",
  counter="WorkOrderGridLite has no column settings at all, do not add persistence there. On x-data-grid v7 the exported state shape differs (see the v7 candidate note).",
  source="PR ridgeline-shop#1440", updated="2024-03-19")

E(3, "WorkOrderGrid: CSV export garbles Chinese part names in Excel",
  """
  Symptom: "Export CSV" from WorkOrderGrid opens in Excel with mojibake for part
  names and technician names (Chengdu QA, any non-ASCII text).
  Cause: DataGrid's CSV export writes UTF-8 without BOM by default in our setup;
  Excel on Windows assumes the ANSI code page.
  Fix: `<GridToolbarExport csvOptions={{ utf8WithBom: true, fileName: `work-orders-${yyyymmdd}`, delimiter: ',' }} />`
  and pass the same options to `apiRef.current.exportDataAsCsv(...)` in the kebab menu.
  Columns with `valueFormatter` export the formatted value; for odometer and
  cost columns set `valueFormatter` to the plain number so Excel can sum it.
  Above 10k rows don't export client-side (only the rendered/filtered rows are
  in memory); call `GET /api/work-orders/export?format=csv` instead.
  """,
  SHOP, "component", "verified", assets=["WorkOrderGrid"], branches=SHOP_BR,
  applies={"@mui/x-data-grid": ">=6 <8"},
  cond="Client-side CSV export from the DataGrid WorkOrderGrid; file opened in Excel.",
  counter="Not for the portal's exportMixin (xlsx export, different code path). Not for exports over 10k rows (use the server endpoint).",
  source="BUG-2291", updated="2024-04-08")

E(4, "WorkOrderGrid: row selection and bulk 'assign technician'",
  """
  Symptom: bulk assign sent the wrong ids after sorting.
  Cause: the Vue grid kept selection as row *indexes*; we ported that to React state.
  Fix: DataGrid `checkboxSelection` + controlled `rowSelectionModel` (ids, not
  indexes) with `getRowId={(r) => r.woNumber}`; `keepNonExistentRowsSelected` so
  selection survives server-side paging. Bulk action reads
  `rowSelectionModel` directly and calls the `assignTechnician` mutation, then
  clears the model in `onSuccess`.
  Don't: use the v5 prop names `selectionModel` / `onSelectionModelChange`:
  v6 removed them, you get no selection and no error in prod builds.
  """,
  SHOP, "component", "verified", assets=["WorkOrderGrid"], branches=SHOP_BR,
  applies={"@mui/x-data-grid": ">=6"},
  cond="Multi-select in WorkOrderGrid with server-side pagination.",
  counter="WorkOrderGridLite is read-only, no selection.",
  source="PR ridgeline-shop#1457", updated="2024-04-11")

E(5, "WorkOrderGrid on MUI X v7: exported column state shape changed (unconfirmed)",
  """
  Trial on feat/grid-v7. Observations so far, not yet confirmed:
  - `exportState()` output in v7 nests dimensions differently; our v6 migration
    code for `wo-grid-state-v3` restored widths but lost the order once.
  - `columnBuffer` / `rowBuffer` are gone (v7 uses pixel `columnBufferPx`/`rowBufferPx`).
  Checklist before merging: re-test saved layouts from v6, re-test pinned columns
  (Pro only, we do not use it), re-run the 4k-row scroll benchmark.
  """,
  SHOP, "component", "candidate", assets=["WorkOrderGrid"], branches=["feat/*"],
  applies={"@mui/x-data-grid": ">=7 <8"},
  cond="WorkOrderGrid on @mui/x-data-grid 7.x.",
  counter="Not for v6 branches (main, release/*).",
  source="feat/grid-v7 notes", updated="2024-05-21")

E(6, "WorkOrderGridLite is not WorkOrderGrid: plain MUI Table, no DataGrid",
  """
  WorkOrderGridLite is the compact list inside the truck detail drawer (last 20
  WOs of one truck). People keep porting it by copying WorkOrderGrid.
  Fix: MUI <Table size="small"> + <TableRow hover onClick>; columns come from
  `liteColumns` in `workOrderColumns.ts` (NOT `gridColumns`). No virtualization,
  no column settings, no export, no selection. Data: `useTruckWorkOrders(truckId, { limit: 20 })`.
  Don't: import DataGrid here. It adds ~90 KB to the drawer chunk and the drawer
  animates badly with the grid's resize observer.
  """,
  SHOP, "component", "verified", assets=["WorkOrderGridLite"], branches=SHOP_BR,
  applies={"@mui/material": ">=5 <6"},
  cond="Porting WorkOrderGridLite in the truck detail drawer.",
  counter="Not for the full-page WorkOrderGrid: its virtualization, persistence and export notes do not apply here and vice versa.",
  source="PR ridgeline-shop#1398", updated="2024-02-20")

E(7, "WorkOrderGrid 状态列排序：按业务顺序而不是字母序",
  """
  现象：迁到 DataGrid 后，“状态”列点排序变成字母序（closed, in_progress, open, waiting_parts），
  车间主管要求按 open → in_progress → waiting_parts → closed。
  原因：旧 QTable 的列定义里有 `sort: (a, b) => STATUS_ORDER[a] - STATUS_ORDER[b]`，迁移时漏掉。
  处理：列定义加 `sortComparator: (a, b) => STATUS_ORDER[a] - STATUS_ORDER[b]`；
  但 WorkOrderGrid 在主列表用的是 `sortingMode="server"`，前端 comparator 不生效，
  要把 `sort=status` 传给后端，后端已支持 `ORDER BY status_rank`。
  注意：状态常量统一从 `@/domain/workOrderStatus` 引入，不要在组件里再写一份。
  """,
  SHOP, "component", "verified", assets=["WorkOrderGrid"], branches=SHOP_BR,
  applies={"@mui/x-data-grid": ">=6 <8"},
  cond="WorkOrderGrid 的状态列排序；主列表是服务端排序。",
  counter="WorkOrderGridLite 不排序；客户端分页的临时页面才用 sortComparator。",
  source="PR ridgeline-shop#1466（成都外包）", updated="2024-04-15")

E(8, "WorkOrderGrid virtual scrolling with react-window FixedSizeList",
  """
  Early plan: keep MUI <Table> and wrap the body in react-window FixedSizeList
  (itemSize 48) with a sticky header.
  Superseded by the DataGrid migration (exp-rl-0001): header/column alignment
  broke on every column resize and keyboard navigation was lost.
  """,
  SHOP, "component", "deprecated", assets=["WorkOrderGrid"], branches=SHOP_BR,
  applies={"react": ">=18"},
  cond="(historic) WorkOrderGrid before DataGrid was approved.",
  counter="Do not use; see exp-rl-0001.",
  source="RFC FE-17", updated="2023-12-05")

E(9, "Incident review: WorkOrderGrid froze technicians' tablets after the React cutover",
  """
  ## Summary
  On 2024-03-14, 40 minutes after release 2024.03 went to the Denver and Reno
  shops, technicians reported that the work-order list "freezes for seconds"
  when a telematics alert arrives. Chrome profiles from a Galaxy Tab A8 showed
  800-1200 ms long tasks, each a full re-render of WorkOrderGrid (4,100 rows).
  We rolled back the grid to the Vue island at 11:20 and re-released on 03-18.

  ## Timeline
  - 10:02 release 2024.03 deployed (WorkOrderGrid now React + DataGrid v6).
  - 10:40 first ticket from Reno: "list jumps to top and hangs".
  - 11:05 reproduced with the alert simulator: every alert = one freeze.
  - 11:20 feature flag `wo_grid_react` off; Vue grid back.

  ## Root cause
  Three things together:
  1. The grid read the whole zustand store:
     `const { workOrders, filters, alerts } = useWorkOrderUiStore()`.
     Any alert written to the store re-rendered the grid.
  2. `columns` was declared inline in the component body, so DataGrid got a
     new array on every render and recomputed column state (and reset scroll).
  3. A "quick fix" from review had set `getRowHeight={() => 'auto'}` to fit
     long complaint texts, which makes DataGrid measure rows again.

  ## Fix
  ```tsx
  // columns are static: define once, outside the component
  const columns: GridColDef<WorkOrderRow>[] = buildGridColumns();

  export function WorkOrderGrid() {
    // select only what the grid needs; useShallow keeps the reference stable
    const { filters, density } = useWorkOrderUiStore(
      useShallow((s) => ({ filters: s.filters, density: s.density })),
    );
    const { data, isPending } = useWorkOrders(filters);   // TanStack Query, not zustand
    const rows = data?.items ?? EMPTY;                     // EMPTY is a module constant
    return (
      <DataGrid
        rows={rows}
        columns={columns}
        getRowId={getRowId}          // module-level function, stable
        rowHeight={52}
        loading={isPending}
        density={density}
      />
    );
  }
  ```
  Long complaint text is now truncated with a tooltip (`renderCell` with
  `<Tooltip title={value}>`), not auto row height.

  ## What we changed in the process
  - Grid PRs need the 4k-row profile attached (script `pnpm bench:grid`).
  - Alerts no longer go through the UI store at all (see the TelematicsAlertFeed note).
  - Lint rule `ridgeline/no-inline-grid-columns` added.

  ## Don't
  - Don't read a whole zustand store in a component that renders thousands of rows.
  - Don't pass `rows={data?.items ?? []}`: the `[]` is new each render.
  - Don't "fix" text overflow with auto row height on the main grid.
  """,
  SHOP, "component", "verified", assets=["WorkOrderGrid", "useWorkOrderUiStore"],
  branches=SHOP_BR, applies={"@mui/x-data-grid": ">=6 <7", "zustand": ">=4.4 <5"},
  cond="WorkOrderGrid on DataGrid v6 reading UI state from zustand 4.4+ (useShallow available).",
  counter="On zustand < 4.4 (release/2024.05) useShallow does not exist; use the `shallow` equality function instead. Not for WorkOrderGridLite.",
  source="INC-2024-014 post-incident review", updated="2024-03-22")

# ==========================================================================
# ridgeline-shop: stores
# ==========================================================================
E(10, "usePartsStore becomes TanStack Query hooks (server state), not a zustand store",
  """
  Symptom: the first port copied usePartsStore into zustand with `fetchParts()`
  actions; stock levels went stale after another tablet reserved a part.
  Cause: usePartsStore is only a cache of `/api/parts`; Pinia made that look like state.
  Fix: replace it with `useParts(warehouseId)` = `useQuery({ queryKey: ['parts', warehouseId],
  queryFn, staleTime: 60_000 })` and `useReservePart()` = `useMutation` that
  invalidates `['parts', warehouseId]` and `['work-order', woId]` on success.
  Getters such as `lowStockParts` become `select:` functions.
  Don't: keep a zustand mirror of the parts list "for offline". Offline search is
  usePartsCacheStore's job (separate store, separate note).
  """,
  SHOP, "store", "verified", assets=["usePartsStore"], branches=SHOP_BR,
  applies={"@tanstack/react-query": ">=5 <6"},
  cond="usePartsStore (online parts inventory per warehouse).",
  counter="Not usePartsCacheStore: the offline parts catalogue stays a persisted zustand store. Not on customer/acme (TanStack Query 4).",
  source="PR ridgeline-shop#1371", updated="2024-02-09")

E(11, "usePartsCacheStore: persisted zustand store on IndexedDB for offline parts search",
  """
  usePartsCacheStore holds the offline parts catalogue (~18k SKUs, 6 MB) that
  PartPicker searches when the shop Wi-Fi drops. Pinia used
  pinia-plugin-persistedstate with localStorage and hit the 5 MB quota on iPads.
  Fix: zustand `persist` with `createJSONStorage(() => idbStorage)` where
  idbStorage wraps idb-keyval get/set/del; `version: 3` + `migrate` that drops
  caches older than v3; `partialize` to persist only `{ catalogue, syncedAt }`.
  Rendering: wait for hydration (`usePartsCacheStore.persist.hasHydrated()` or
  `onFinishHydration`) before PartPicker shows "no results".
  Don't: move it to TanStack Query + persistQueryClient; the catalogue is synced
  by a delta endpoint, not re-fetched, and the persister rewrites the whole cache.
  """,
  SHOP, "store", "verified", assets=["usePartsCacheStore", "PartPicker"],
  applies={"zustand": ">=4 <5"},
  cond="Offline catalogue store usePartsCacheStore on the tablet app, any branch including the acme fork.",
  counter="Not usePartsStore (online stock levels, goes to TanStack Query).",
  source="PR ridgeline-shop#1380", updated="2024-02-14")

E(12, "usePartsStore 预留零件：乐观更新与回滚",
  """
  现象：技师点“预留”后按钮要转 1-2 秒，车间网络差时更慢，技师会连点导致重复预留。
  处理：`useReservePart` 用 TanStack Query v5 的 `useMutation`：
  ```ts
  onMutate: async ({ partId, qty }) => {
    await qc.cancelQueries({ queryKey: ['parts', wh] });
    const prev = qc.getQueryData(['parts', wh]);
    qc.setQueryData(['parts', wh], (old) => decStock(old, partId, qty));
    return { prev };
  },
  onError: (_e, _v, ctx) => qc.setQueryData(['parts', wh], ctx.prev),
  onSettled: () => qc.invalidateQueries({ queryKey: ['parts', wh] }),
  ```
  按钮用 `isPending` 禁用，防止重复提交；后端按 `Idempotency-Key` 去重。
  不要：在 Pinia 版本的 `reserve()` 里直接改 state 那套逻辑照搬到 zustand。
  """,
  SHOP, "store", "verified", assets=["usePartsStore"], branches=SHOP_BR,
  applies={"@tanstack/react-query": ">=5 <6"},
  cond="零件预留/取消预留的 mutation，TanStack Query 5。",
  counter="acme 分支是 Query v4（isLoading 而非 isPending），不能直接照抄；离线模式下预留走 useDraftStore 队列。",
  source="PR ridgeline-shop#1502", updated="2024-04-26")

E(13, "Pinia storeToRefs → zustand selector with useShallow",
  """
  Symptom: components destructuring several fields from a zustand store re-render
  on every unrelated change (Pinia's `storeToRefs` gave fine-grained refs).
  Fix: `const { a, b } = useStore(useShallow((s) => ({ a: s.a, b: s.b })))`
  with `import { useShallow } from 'zustand/react/shallow'`. Single field: plain
  selector `useStore((s) => s.a)`. Actions are stable; select them separately.
  Don't: `const { a, b } = useStore()` (subscribes to everything).
  """,
  ALL, "store", "verified", assets=["storeToRefs"],
  applies={"zustand": ">=4.4 <5"},
  cond="Any Pinia store ported to zustand 4.4.x where components used storeToRefs.",
  counter="zustand < 4.4 has no useShallow (use the shallow equality fn); zustand 5 changed equality handling. The portal uses Redux, not zustand.",
  source="FE guild wiki: state/zustand", updated="2024-03-05")

E(14, "zustand 4.3 (release branches): shallow equality function instead of useShallow",
  """
  release/2024.05 is on zustand 4.3.9. `useShallow` is not exported there
  (import fails: "Module '"zustand/react/shallow"' has no exported member 'useShallow'" /
  at runtime "useShallow is not a function").
  Fix: `import { shallow } from 'zustand/shallow'` and pass it as the second
  argument: `useStore((s) => ({ a: s.a, b: s.b }), shallow)`.
  Don't: bump zustand on the release branch to get useShallow; release branches
  take fixes only.
  """,
  ALL, "store", "verified", assets=["storeToRefs"],
  applies={"zustand": ">=4.0 <4.4"},
  cond="zustand 4.0-4.3 (release/2024.05 and older).",
  counter="On zustand >= 4.4 prefer useShallow; on zustand 5 the second equality argument was removed from create()'s hook.",
  source="PR ridgeline-shop#1521 (backport)", updated="2024-05-14")

E(15, "Pinia $subscribe → zustand subscribeWithSelector",
  """
  useTechnicianSessionStore used `$subscribe((mutation, state) => ...)` to write
  the clock-in state to the device log. zustand's plain `subscribe(listener)`
  fires on every change; to watch one slice wrap the store in
  `subscribeWithSelector` and call
  `useTechnicianSessionStore.subscribe((s) => s.clockedIn, (v, prev) => log(v, prev))`.
  Subscribe outside React (module init) or in a useEffect that returns the unsubscribe.
  Don't: use `$onAction` semantics; zustand has no action hooks, call the logger in the action.
  """,
  SHOP, "store", "verified", assets=["useTechnicianSessionStore"],
  applies={"zustand": ">=4 <5"},
  cond="Pinia store that used $subscribe to react to one field.",
  counter="If the subscriber only updates UI, use a selector in the component instead.",
  source="PR ridgeline-shop#1388", updated="2024-02-16")

E(16, "useWorkOrderStore splits into TanStack Query (data) + useWorkOrderUiStore (UI)",
  """
  useWorkOrderStore (Pinia) held both the fetched work orders and UI state
  (filters, selected WO, density). Port rule: server data → `useWorkOrders(filters)`
  / `useWorkOrder(id)` query hooks; UI state → small zustand store
  `useWorkOrderUiStore`. Never copy query data into zustand ("so other
  components can read it"): use the same query key, TanStack dedupes.
  The selected WO is stored as an id, the row object comes from the query.
  """,
  SHOP, "store", "verified", assets=["useWorkOrderStore", "useWorkOrderUiStore"],
  branches=SHOP_BR, applies={"@tanstack/react-query": ">=5 <6", "zustand": ">=4 <5"},
  cond="Pinia stores that mix fetched data and UI state.",
  counter="useDraftStore (offline drafts) is local-first data and stays in zustand persist.",
  source="FE-MIG design note 4", updated="2024-01-30")

E(17, "useDraftStore 离线工单草稿：持久化、同步与冲突处理（复盘）",
  """
  ## 背景
  技师在车底下经常没网，工单的工时、用料、备注先写本地草稿（Pinia 版是
  useDraftStore + localStorage）。迁到 React 后第一版把草稿放进 TanStack Query
  的 `persistQueryClient`，结果两周内出现 11 起“草稿被覆盖”的投诉。

  ## 原因
  1. persister 是整包序列化，后台 refetch 工单详情时会把本地还没提交的草稿字段覆盖掉。
  2. 两台平板同时编辑同一个工单（交接班），后提交的直接覆盖先提交的，没有版本检查。
  3. iPad Safari 在内存紧张时会清 localStorage 以外的数据，我们以为 IndexedDB 丢了，其实是
     hydrate 之前就渲染了空表单，用户又点了保存。

  ## 方案
  - 草稿独立存 zustand `persist` + IndexedDB（idb-keyval），key 为 `draft:${woId}`，
    不进 TanStack Query 缓存。
  - 每个草稿记录 `baseVersion`（拉取工单时的 `version` 字段）和 `updatedAt`。
  - 同步时 `PATCH /api/work-orders/:id` 带 `If-Match: baseVersion`；服务端 412 时
    弹出合并对话框：逐字段显示“本机 / 服务器”，工时与用料行按行合并，备注拼接。
  - 渲染前等 `useDraftStore.persist.hasHydrated()`，否则表单显示骨架屏，保存按钮禁用。

  ```ts
  export const useDraftStore = create<DraftState>()(
    persist(
      (set, get) => ({
        drafts: {},
        upsert: (woId, patch) => set((s) => ({
          drafts: { ...s.drafts, [woId]: { ...s.drafts[woId], ...patch, updatedAt: Date.now() } },
        })),
        discard: (woId) => set((s) => { const d = { ...s.drafts }; delete d[woId]; return { drafts: d }; }),
      }),
      { name: 'wo-drafts', version: 2, storage: createJSONStorage(() => idbStorage) },
    ),
  );
  ```

  ## 同步队列
  网络恢复时（`onlineManager.subscribe`）按 `updatedAt` 顺序逐个提交，失败保留草稿并在
  工单列表显示“未同步”角标。不要并发提交同一工单的多个草稿。

  ```ts
  async function flushDrafts() {
    const drafts = Object.values(useDraftStore.getState().drafts).sort((a, b) => a.updatedAt - b.updatedAt);
    for (const d of drafts) {
      try {
        await api.patch(`/work-orders/${d.woId}`, d.patch, { headers: { 'If-Match': String(d.baseVersion) } });
        useDraftStore.getState().discard(d.woId);
        queryClient.invalidateQueries({ queryKey: ['work-order', d.woId] });
      } catch (e) {
        if (isPreconditionFailed(e)) useConflictStore.getState().push(d.woId); // 弹合并对话框
        else break; // 网络又断了：保留剩下的草稿，下次再来
      }
    }
  }
  ```

  ## 验收时发现的细节
  - 草稿里的照片（PhotoCapture）单独排队上传，工单 PATCH 只带已上传成功的 photoId，
    否则 412 合并时照片会重复。
  - 合并对话框里“服务器”一栏要显示是谁改的（`updatedBy`），交接班时技师需要知道找谁确认。
  - 同一台平板多人登录（共用平板）：草稿 key 加上 `userId`，换人登录时不显示上一个人的草稿，
    但在“未同步”列表里提醒车间主管。
  - 上线后一个月统计：412 冲突每周约 6 次，全部在合并对话框里解决，没有再出现覆盖投诉。

  ## 不要
  - 不要用 persistQueryClient 存草稿。
  - 不要用 `updatedAt` 比较决定谁赢：平板时钟不准，要用服务端 version。
  - 不要在 hydrate 完成前允许保存。
  """,
  SHOP, "store", "verified", assets=["useDraftStore"],
  applies={"zustand": ">=4 <5"},
  cond="平板端离线草稿（工单工时/用料/备注）；适用于所有分支，包括 customer/acme。",
  counter="在线即时保存的字段（如工单状态切换）不走草稿，直接 mutation；门户 ridgeline-portal 没有离线需求。",
  source="复盘文档 FE-MIG/离线草稿 2024-04，PR ridgeline-shop#1490", updated="2024-04-30")

E(18, "TanStack Query v5 renames you will hit when porting Pinia fetch actions",
  """
  Symptom: TS errors after copying examples from older blog posts, e.g.
  "Object literal may only specify known properties, and 'cacheTime' does not exist in type ...",
  and spinners that never show (`isLoading` is false while there is no data yet in some flows).
  Fix (v5): `cacheTime` → `gcTime`; `isLoading` → `isPending` for "no data yet"
  (`isLoading` = isPending && isFetching); `keepPreviousData: true` →
  `placeholderData: keepPreviousData`; `useQuery(key, fn, opts)` → single object;
  `onSuccess/onError/onSettled` removed from useQuery (use effects or the mutation callbacks).
  Don't: mix v4 snippets into v5 code; and don't copy v5 code onto customer/acme (v4).
  """,
  ALL, "store", "verified", assets=["useQuery"],
  applies={"@tanstack/react-query": ">=5 <6"},
  cond="Code on @tanstack/react-query 5.x.",
  counter="customer/acme runs @tanstack/react-query 4 (React 17): the v4 names are correct there.",
  source="FE guild wiki: data/tanstack-v5", updated="2024-02-01")

E(19, "customer/acme: TanStack Query 4 on React 17 — do not cherry-pick v5 code from main",
  """
  The acme fork is pinned to React 17 and therefore to @tanstack/react-query 4
  (v5 requires React 18). Cherry-picks from main fail with
  "'gcTime' does not exist in type 'UseQueryOptions'" and `isPending` undefined.
  Fix: keep `cacheTime`, `isLoading`, `keepPreviousData: true`; object syntax
  `useQuery({ queryKey, queryFn })` works in v4 too, so write new acme code in
  object syntax to ease the later upgrade. Use the codemod only when acme moves to React 18.
  """,
  SHOP, "store", "verified", assets=["useQuery"], branches=["customer/acme"],
  applies={"@tanstack/react-query": "^4", "react": "^17"},
  cond="customer/acme branch, React 17 + TanStack Query 4.",
  counter="Not for main/release/feat (v5).",
  source="PR ridgeline-shop#1533 (acme)", updated="2024-05-20")

E(20, "useAuthStore: move the token from localStorage to an httpOnly cookie during migration",
  """
  Proposal: while porting useAuthStore to zustand, stop persisting the JWT in
  localStorage and rely on the BFF's httpOnly session cookie; the store keeps
  only `user` and `permissions`. Blocker: the tablet offline mode needs a token
  for background sync after the cookie expires; security has not signed off.
  Verify with security (SEC-88) before applying.
  """,
  SHOP, "store", "review_required", assets=["useAuthStore"], branches=SHOP_BR,
  applies={"zustand": ">=4 <5"},
  cond="Porting useAuthStore on the shop app.",
  counter="Not for customer/acme, whose SSO uses the customer's IdP tokens.",
  source="SEC-88 draft", updated="2024-05-02")

# ==========================================================================
# ridgeline-shop: telematics, DTC
# ==========================================================================
E(21, "TelematicsAlertFeed: socket events go into the TanStack Query cache",
  """
  The Vue feed pushed socket.io `alert:new` events into a Pinia array.
  Fix: one socket per app (module singleton in `lib/telematicsSocket.ts`), a hook
  `useTelematicsAlertsLive(shopId)` that on `alert:new` does
  `qc.setQueryData(['alerts', shopId], (old) => prependUnique(old, alert, 200))`;
  the list itself is `useQuery(['alerts', shopId])` for the initial page.
  Unsubscribe the event handler in the effect cleanup, never disconnect the shared socket there.
  Don't: store alerts in zustand (see INC-2024-014), don't open the socket inside the component.
  """,
  SHOP, "component", "verified", assets=["TelematicsAlertFeed"], branches=SHOP_BR,
  applies={"react": ">=18", "@tanstack/react-query": ">=5 <6"},
  cond="Live telematics alerts on the shop tablet app.",
  counter="The portal's AlertCenter uses RTK Query polling, not sockets. acme has no telematics module.",
  source="PR ridgeline-shop#1469", updated="2024-03-27")

E(22, "Incident review: duplicate telematics alerts and doubled sockets under React 18 StrictMode",
  """
  ## Summary
  After TelematicsAlertFeed was migrated, QA in Chengdu saw every alert twice in
  dev and the socket server counted two connections per tablet in staging.
  In prod (no StrictMode) alerts were single but the reconnect logic leaked a
  socket each time the feed tab was re-opened; after a 10 h shift a tablet had
  30+ sockets and the battery drain complaint from Reno followed.

  ## Root cause
  The first port opened the socket inside the component:
  ```tsx
  useEffect(() => {
    const s = io(WS_URL, { auth: { token } });
    s.on('alert:new', onAlert);
    // no cleanup
  }, []);
  ```
  React 18 StrictMode mounts, unmounts and re-mounts effects in development, so
  two sockets subscribed. In prod the missing cleanup leaked a socket per mount.
  Vue's `onMounted` in the old feed only ran once and `onBeforeUnmount`
  disconnected, so nobody had thought about idempotent effects.

  ## Fix
  ```ts
  // lib/telematicsSocket.ts: one lazily created socket per app
  let socket: Socket | null = null;
  export function getSocket() {
    socket ??= io(WS_URL, { autoConnect: true, transports: ['websocket'] });
    return socket;
  }

  // hooks/useTelematicsAlertsLive.ts
  export function useTelematicsAlertsLive(shopId: string) {
    const qc = useQueryClient();
    useEffect(() => {
      const s = getSocket();
      const onAlert = (a: Alert) =>
        qc.setQueryData<Alert[]>(['alerts', shopId], (old = []) =>
          old.some((x) => x.id === a.id) ? old : [a, ...old].slice(0, 200));
      s.emit('join', { shopId });
      s.on('alert:new', onAlert);
      return () => { s.off('alert:new', onAlert); s.emit('leave', { shopId }); };
    }, [qc, shopId]);
  }
  ```
  Dedup by `alert.id` stays even with the fix, because the server re-sends the
  last 5 minutes after a reconnect.

  ## Verification
  - dev with StrictMode: one `join` per shop in the socket server log.
  - 8 h soak on a Tab A8: 1 socket, battery within 3% of the Vue build.

  ## Don't
  - Don't remove <StrictMode> to "fix" doubled effects.
  - Don't call `socket.disconnect()` in a component cleanup; other consumers share it.
  - Don't keep the alert list in component state; the DtcBanner reads the same cache.
  """,
  SHOP, "component", "verified", assets=["TelematicsAlertFeed", "DtcBanner"], branches=SHOP_BR,
  applies={"react": ">=18", "@tanstack/react-query": ">=5 <6"},
  cond="Any component that owns a long-lived connection (socket.io, SSE) in React 18.",
  counter="React 17 (customer/acme) has no StrictMode double-invoke of effects, but the missing-cleanup leak still applies there; the query-cache code is v5-only.",
  source="INC-2024-019 post-incident review", updated="2024-04-03")

E(23, "DtcBadge → MUI Chip with severity colors from the shared dtcSeverity map",
  """
  DtcBadge is the small chip next to a truck ("P0420 · medium"). Port it as MUI
  <Chip size="small" label={code} color={severityColor[sev]} />, with
  `sev = dtcSeverity(code, spn, fmi)` from `@ridgeline/domain/dtcSeverity`
  (same function the portal's `dtcSeverity` filter uses). Mapping:
  critical → 'error', high → 'warning', medium → 'info', low → 'default'.
  Tooltip shows the description from the DTC dictionary query (`useDtcInfo(code)`, staleTime 24h).
  Don't: compute severity from the first letter of the code (P/C/B/U); J1939 SPN/FMI codes break that.
  """,
  SHOP, "component", "verified", assets=["DtcBadge"], branches=SHOP_BR,
  applies={"@mui/material": ">=5 <6"},
  cond="DtcBadge on MUI 5.",
  counter="Not DtcBanner (full-width alert). On customer/acme (MUI 4) Chip has no 'error'/'warning'/'info' colors: use the acme note.",
  source="PR ridgeline-shop#1405", updated="2024-02-22")

E(24, "DtcBanner → MUI Alert at the top of truck detail; dismissal per DTC per session",
  """
  DtcBanner is the full-width red banner on truck detail when a critical DTC is active.
  Port as `<Alert severity="error" variant="filled" action={<Button>Create WO</Button>}>`
  rendered in the page layout (not a Snackbar: it must stay until dismissed).
  Dismissal is per DTC id and per session: `sessionStorage['dtc-dismissed']`;
  a new occurrence id shows it again. Data from the alerts query cache (same key as TelematicsAlertFeed).
  Don't: reuse DtcBadge's severity mapping to decide visibility: only `critical` shows a banner.
  """,
  SHOP, "component", "verified", assets=["DtcBanner"], branches=SHOP_BR,
  applies={"@mui/material": ">=5 <6"},
  cond="Truck detail page banner for critical DTCs.",
  counter="Not DtcBadge. Not the portal's fleet overview (it shows a count, no banner).",
  source="PR ridgeline-shop#1419", updated="2024-03-06")

E(25, "DtcBanner 在 iPad Safari 上 sticky 失效",
  """
  现象：Vue 版用 Quasar 的 QPageSticky，迁到 React 后 DtcBanner 用了 `position: sticky; top: 0`，
  在 iPad Safari 上滚动时横幅跟着内容走，安卓正常。
  原因：外层 `<Box sx={{ overflow: 'hidden' }}>`（为了圆角）让 sticky 的滚动容器变成了这个 Box，
  而它本身不滚动。
  处理：把 `overflow: hidden` 挪到内层卡片；或者把滚动容器改成页面主体 `<Box sx={{ overflowY: 'auto', height: '100%' }}>`，
  DtcBanner 放在它的第一个子元素；`zIndex: (t) => t.zIndex.appBar - 1`。
  注意：不要用 `position: fixed`，会遮住 AppBar 下面的 Tabs。
  """,
  SHOP, "style", "verified", assets=["DtcBanner"], branches=SHOP_BR,
  applies={"@mui/material": ">=5 <6"},
  cond="DtcBanner 吸顶效果，iPad Safari。",
  counter="DtcBadge 不需要吸顶；门户没有 DtcBanner。",
  source="BUG-2340（成都 QA）", updated="2024-04-18")

E(26, "DtcBadge colors from Quasar palette variables ($negative/$warning)",
  """
  Interim approach: export Quasar SCSS variables as CSS custom properties and read
  `var(--q-negative)` in the React DtcBadge. Deprecated once the MUI theme became
  the single source of brand colors; the Quasar CSS is not loaded in React-only routes.
  """,
  SHOP, "style", "deprecated", assets=["DtcBadge"],
  cond="(historic) mixed Vue/React pages.",
  counter="Do not use; theme palette via exp-rl-0023.",
  source="PR ridgeline-shop#1322", updated="2024-01-10")

E(27, "customer/acme: DtcBadge on MUI 4 — Chip only knows primary/secondary/default",
  """
  On the acme fork (@material-ui/core 4.12) `<Chip color="error">` is ignored with
  a prop-types warning: "Failed prop type: Invalid prop `color` of value `error` supplied to `ForwardRef(Chip)`,
  expected one of ["default","primary","secondary"]".
  Fix: `const useStyles = makeStyles((t) => ({ critical: { background: t.palette.error.main, color: '#fff' }, ... }))`
  and `<Chip className={classes[sev]} />`. Keep the shared dtcSeverity map.
  """,
  SHOP, "component", "verified", assets=["DtcBadge"], branches=["customer/acme"],
  applies={"@material-ui/core": "^4", "react": "^17"},
  cond="DtcBadge on customer/acme (MUI 4, React 17).",
  counter="On MUI 5 use Chip color directly (exp-rl-0023); makeStyles from @mui/styles is not allowed there.",
  source="PR ridgeline-shop#1541 (acme)", updated="2024-05-23")

# ==========================================================================
# directives (shop + team-wide)
# ==========================================================================
E(28, "v-can → <Can> component + useCan hook (hides content)",
  """
  v-can="'wo:close'" removed the element when the user lacks the permission
  (both apps use the shared @ridgeline/perm rules).
  React: `<Can perm="wo:close"><Button>Close WO</Button></Can>` for markup and
  `const canClose = useCan('wo:close')` for logic. `useCan` reads permissions from
  the app's auth state (zustand on shop, Redux on portal) and evaluates with
  `@ridgeline/perm`'s `check(perms, key, resource?)`.
  Modifiers: `v-can.any="['a','b']"` → `<Can anyOf={['a','b']}>`; `v-can.not` → `<Can not perm=...>`.
  Don't: implement it as a wrapper that renders `display:none`; hidden buttons stay in the tab order.
  """,
  ALL, "directive", "verified", assets=["v-can"],
  cond="Any use of v-can (hide when not permitted).",
  counter="Not v-can-edit: that one disables form fields instead of hiding them; wrapping inputs in <Can> removes them from the form.",
  source="FE guild wiki: directives/v-can", updated="2024-01-18")

E(29, "v-can-edit → useCanEdit(workOrder) + disabled props (fields stay visible)",
  """
  v-can-edit is not v-can: it puts all inputs of a work-order form into a
  read-only state when the user cannot edit that WO (other shop, not assigned,
  or missing `wo:edit`). The Vue directive walked the DOM and set `disabled`.
  React: `const canEdit = useCanEdit(workOrder)`, then either pass
  `disabled={!canEdit}` to each MUI input or wrap the section in
  `<Box component="fieldset" disabled={!canEdit} sx={{ border: 0, p: 0, m: 0 }}>`.
  Native fieldset disabling covers TextField/Select, but NOT MUI Autocomplete's
  popup or custom buttons with onClick: pass `disabled` there explicitly.
  Don't: wrap the form in <Can perm="wo:edit"> (fields disappear); don't query the DOM.
  """,
  SHOP, "directive", "verified", assets=["v-can-edit", "WorkOrderForm"], branches=SHOP_BR,
  applies={"@mui/material": ">=5 <6"},
  cond="Work-order forms on the shop app that used v-can-edit.",
  counter="Not for v-can (hide/show). Not for the portal: it has no v-can-edit, editing rights there are per route.",
  source="PR ridgeline-shop#1431", updated="2024-03-12")

E(30, "v-can-edit：已关闭的工单也必须只读",
  """
  现象：迁移后的 useCanEdit 只判断了权限 `wo:edit`，已关闭（closed）的工单技师还能改工时。
  原因：旧指令里有一段 `if (binding.value.status === 'closed' && !perms.includes('wo:reopen'))`，
  藏在指令的 `updated` 钩子里，迁移时没看到。
  处理：useCanEdit 的判断顺序：
  1. 工单 `status === 'closed'` 且没有 `wo:reopen` → 只读；
  2. 工单 `shopId` 与当前登录车间不同 → 只读；
  3. 没有 `wo:edit` → 只读。
  加单测覆盖这三种情况（`useCanEdit.test.ts`）。
  """,
  SHOP, "directive", "verified", assets=["v-can-edit"], branches=SHOP_BR,
  cond="迁移 v-can-edit / 实现 useCanEdit。",
  counter="v-can（隐藏按钮）没有工单状态判断，不要把这三条加进 useCan。",
  source="BUG-2318（成都外包）", updated="2024-04-02")

E(31, "v-longpress → pointer-event hook with touch-action and context-menu suppression",
  """
  v-longpress (500 ms) opens the quick actions sheet on a WO card. Port as
  `useLongPress(cb, { delay: 500 })` built on pointerdown/pointerup/pointerleave
  (not touchstart+mousedown, which double-fires on Android Chrome). Add
  `onContextMenu={(e) => e.preventDefault()}` and CSS `touch-action: manipulation;
  -webkit-touch-callout: none; user-select: none` on the card, otherwise iPad shows
  the text-selection callout. Cancel if the pointer moves more than 10 px (scrolling).
  """,
  SHOP, "directive", "verified", assets=["v-longpress", "WorkOrderCard"],
  applies={"react": ">=17"},
  cond="Tablet long-press gestures, all shop branches.",
  counter="Not for desktop portal tables (no long-press there).",
  source="PR ridgeline-shop#1447", updated="2024-03-15")

E(32, "Incident review: v-scan barcode input dropped characters after the React port",
  """
  ## Summary
  v-scan turned any element into a target for the Zebra/Honeywell Bluetooth
  scanners, which act as keyboards ("keyboard wedge"). After the React port of
  PartPicker and the receiving screen, roughly 1 scan in 15 lost characters
  ("PN-00412-B" arrived as "PN-0012-B") and some scans typed into whatever input had focus.

  ## How the Vue directive worked
  It listened to `keydown` on `window`, buffered characters that arrived less than
  30 ms apart, and when it saw `Enter` with a buffer of >= 6 chars it emitted
  `scan` on the element and called `preventDefault` on every buffered key.

  ## What went wrong in the first React version
  - The hook stored the buffer in `useState`; keydowns arrive faster than renders,
    so updates based on a stale buffer dropped characters.
  - It was attached with `onKeyDown` on a div, so it only worked while that div
    had focus; when a TextField had focus the keys went into the field.
  - Two screens mounted the hook at once (drawer + page) and both handled the scan.

  ## Fix
  ```ts
  export function useBarcodeScanner(onScan: (code: string) => void, opts = { minLength: 6, maxGapMs: 30 }) {
    const cb = useRef(onScan);
    cb.current = onScan;
    useEffect(() => {
      let buf = '';
      let last = 0;
      const onKey = (e: KeyboardEvent) => {
        const now = performance.now();
        if (now - last > opts.maxGapMs) buf = '';
        last = now;
        if (e.key === 'Enter') {
          if (buf.length >= opts.minLength) { e.preventDefault(); cb.current(buf); }
          buf = '';
          return;
        }
        if (e.key.length === 1) {
          buf += e.key;
          if (buf.length > 1) e.preventDefault(); // keep fast keys out of focused inputs
        }
      };
      window.addEventListener('keydown', onKey, { capture: true });
      return () => window.removeEventListener('keydown', onKey, { capture: true });
    }, [opts.maxGapMs, opts.minLength]);
  }
  ```
  - Buffer lives in the effect closure (a ref would also do), never in state.
  - Capture phase on window, so focus does not matter.
  - A `ScannerScope` context decides which screen owns scans; only the top-most
    registered consumer gets `onScan` (stack in `scannerScope.ts`).

  ## Gotchas
  - Honeywell CT40 sends `Tab` instead of `Enter` with the default profile; we
    ship a config barcode, do not special-case Tab in code.
  - Human typing can be faster than 30 ms only for repeated keys; `minLength` 6 protects search inputs.

  ## Don't
  - Don't keep the buffer in React state.
  - Don't register the listener per input.
  """,
  SHOP, "directive", "verified", assets=["v-scan", "PartPicker", "ReceivingScreen"],
  applies={"react": ">=17"},
  cond="Keyboard-wedge barcode scanners (Zebra, Honeywell) on the shop tablets, any shop branch.",
  counter="Not for camera-based scanning (the PhotoCapture / BarcodeCamera flow uses the BarcodeDetector API, no keyboard events).",
  source="INC-2024-022 post-incident review", updated="2024-04-12")

E(33, "v-click-outside → MUI ClickAwayListener (or nothing, inside Popover/Menu)",
  """
  v-click-outside closed custom dropdowns. In MUI 5: wrap the panel in
  `<ClickAwayListener onClickAway={close}>` (child must hold a ref). For MUI
  Popover, Menu, Dialog, Select and Autocomplete don't add anything: they already
  close on backdrop/away click, and a second listener closes them twice or
  swallows the click that opened them ("opens and closes immediately").
  Use `mouseEvent="onMouseDown"` when the trigger toggles on mousedown.
  """,
  ALL, "directive", "verified", assets=["v-click-outside"],
  applies={"@mui/material": ">=5 <6"},
  cond="Custom panels/dropdowns built without MUI's overlay components.",
  counter="Portal uses antd: Dropdown/Popover handle outside clicks there and @mui/material is not in its stack.",
  source="FE guild wiki: directives", updated="2024-02-05")

E(118, "v-scan on WebHID for Zebra scanners in presentation mode",
  """
  Idea: read Zebra DS2208 over WebHID instead of keyboard wedge to avoid focus
  issues altogether. Checklist: Chrome-only (no iPad Safari), needs a user
  gesture to pair, scanner must be in HID POS mode. Not tested on the fleet tablets yet.
  """,
  SHOP, "directive", "candidate", assets=["v-scan"], branches=["feat/*"],
  cond="Android/Chrome tablets with Zebra scanners.",
  counter="iPads (no WebHID).",
  source="spike notes feat/webhid-scan", updated="2024-05-28")

# ==========================================================================
# ridgeline-shop: plugins / composables
# ==========================================================================
E(36, "useOfflineSync: TanStack Query v5 onlineManager starts 'online'",
  """
  Symptom: after the port, mutations made while the tablet was offline at app
  start were sent immediately and failed instead of being paused.
  Cause: in v5 `onlineManager` no longer reads `navigator.onLine` at start; it
  assumes online until an `offline` event fires. The Vue useOfflineSync read navigator.onLine.
  Fix: at boot `onlineManager.setOnline(navigator.onLine)`; plus our own ping
  (`HEAD /api/health` every 20 s while `!navigator.onLine` or after a network error),
  because shop Wi-Fi often reports online with no route. Mutations use
  `networkMode: 'offlineFirst'` only for draft sync.
  """,
  SHOP, "plugin", "verified", assets=["useOfflineSync"], branches=SHOP_BR,
  applies={"@tanstack/react-query": ">=5 <6"},
  cond="Online/offline detection for the tablet app on TanStack Query 5.",
  counter="On TanStack Query 4 (acme) the initial navigator.onLine read still happens; no boot fix needed there.",
  source="BUG-2302", updated="2024-03-29")

E(37, "Quasar Notify ($q.notify) → notistack enqueueSnackbar",
  """
  Replace `$q.notify({ type: 'positive', message })` with notistack:
  `<SnackbarProvider maxSnack={3} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>`
  inside the MUI ThemeProvider, and a `notify` helper mapping Quasar types:
  positive → success, negative → error, warning → warning, info → info.
  Outside React (axios interceptors) import `enqueueSnackbar` from notistack directly.
  Don't: render one MUI <Snackbar> per call site; they overlap on tablets.
  """,
  SHOP, "plugin", "verified", assets=["$q.notify"], branches=SHOP_BR,
  applies={"@mui/material": ">=5 <6"},
  cond="Toasts/notifications on the shop app (MUI 5).",
  counter="Not DtcBanner (persistent, must not be a snackbar). acme uses notistack 1.x with MUI 4, different provider props.",
  source="PR ridgeline-shop#1352", updated="2024-01-25")

E(38, "Quasar Dialog ($q.dialog) → promise-based useConfirm on MUI Dialog",
  """
  `$q.dialog({ title, message, cancel: true }).onOk(...)` was used in 40+ places.
  We added `ConfirmProvider` + `const confirm = useConfirm()`;
  `if (await confirm({ title, message, okText })) { ... }`. The provider renders one
  MUI <Dialog>; the promise resolves false on backdrop/escape.
  Don't: port `.onOk/.onCancel` chains literally; and don't open confirm dialogs from
  inside another Dialog's onClose (focus trap fights, the tablet keyboard stays open).
  """,
  SHOP, "plugin", "verified", assets=["$q.dialog", "ConfirmProvider"], branches=SHOP_BR,
  applies={"@mui/material": ">=5 <6"},
  cond="Confirmation dialogs on the shop app.",
  counter="Forms inside dialogs (AssignTechnicianDialog) are normal components, not useConfirm.",
  source="PR ridgeline-shop#1360", updated="2024-01-28")

E(39, "Quasar Loading（$q.loading）迁移：不要全屏遮罩后台刷新",
  """
  现象：迁移后每次后台 refetch（窗口聚焦、网络恢复）都弹全屏 loading，技师以为卡死。
  原因：把 `$q.loading.show()` 对应到了 `isFetching`。
  处理：全屏 `<Backdrop open>` 只用于阻塞型操作（提交关闭工单、签名上传），由调用方显式控制；
  列表/详情首次加载用骨架屏（`isPending`），后台刷新最多在 AppBar 下显示 2px 的 LinearProgress
  （`useIsFetching() > 0`）。
  """,
  SHOP, "plugin", "verified", assets=["$q.loading"], branches=SHOP_BR,
  applies={"@mui/material": ">=5 <6", "@tanstack/react-query": ">=5 <6"},
  cond="全局 loading 的迁移（MUI 5 + TanStack Query 5）。",
  counter="acme 分支是 Query v4，isPending 不存在，用 isLoading。",
  source="PR ridgeline-shop#1395（成都外包）", updated="2024-02-19")

# ==========================================================================
# ridgeline-shop: components
# ==========================================================================
E(40, "PhotoCapture: QUploader → file input with capture + client-side compression",
  """
  PhotoCapture attaches defect photos to inspections and WOs. QUploader uploaded
  12 MB originals over shop Wi-Fi.
  Fix: `<input type="file" accept="image/*" capture="environment" hidden ref>`
  triggered by an MUI IconButton; compress with browser-image-compression
  (`maxWidthOrHeight: 1920, maxSizeMB: 0.8, useWebWorker: true`), then PUT to the
  presigned URL from `POST /api/uploads`; show progress with XHR `upload.onprogress`
  (fetch has no upload progress). Keep EXIF orientation (`preserveExif` off, the
  library rotates). Queue uploads in useDraftStore when offline.
  """,
  SHOP, "component", "verified", assets=["PhotoCapture"],
  applies={"react": ">=17"},
  cond="Photo attachments from tablets, any shop branch.",
  counter="Not the portal's document upload (antd Upload, PDFs).",
  source="PR ridgeline-shop#1475", updated="2024-04-01")

E(41, "SignaturePad: react-signature-canvas loses the drawing on rotation",
  """
  Symptom: technician signs the DVIR, rotates the tablet, signature gone.
  Cause: resizing a canvas clears it; the Vue wrapper re-drew from `toData()` on resize, the port didn't.
  Fix: on ResizeObserver callback: `const data = ref.current.toData(); resizeCanvas(devicePixelRatio); ref.current.fromData(data)`.
  Save as PNG dataURL into the draft immediately on `onEnd`, not only on submit.
  Set `canvasProps={{ style: { touchAction: 'none' } }}` so the page does not scroll while signing.
  """,
  SHOP, "component", "verified", assets=["SignaturePad"],
  applies={"react": ">=17"},
  cond="Signature capture on tablets.",
  counter="Not for the portal (no signatures captured there).",
  source="BUG-2277", updated="2024-03-01")

E(42, "Incident review: InspectionChecklist (DVIR) lost answers on rotation and tab switch",
  """
  ## Summary
  The pre-trip/post-trip inspection (DVIR) has 60-140 checklist items depending on
  the vehicle class. After InspectionChecklist moved to React (2024-04-02),
  drivers in Denver reported answers reset when they rotated the tablet or
  switched to the "Photos" tab and back. 23 inspections had to be redone;
  two trucks left late.

  ## Root cause
  - In Vue the checklist sections lived under `<keep-alive>`; tabs kept their
    component state. In React, switching MUI Tabs unmounted the section, and its
    `useForm()` instance went with it.
  - Rotation changed the layout breakpoint, which swapped `ChecklistTwoColumn`
    for `ChecklistOneColumn` = a different component tree = remount.
  - react-hook-form default `shouldUnregister: false` was fine, but each section
    had its own `useForm`, so there was no form above the tabs to keep values.

  ## Fix
  1. One `useForm<InspectionForm>()` at the InspectionChecklist level; sections
     get `control` via `FormProvider` / `useFormContext()`.
  2. Values are mirrored to the draft store on change (debounced 400 ms),
     keyed by `inspectionId`, and `defaultValues` come from the draft on mount:
     ```tsx
     const draft = useDraftStore((s) => s.inspections[inspectionId]);
     const methods = useForm<InspectionForm>({ defaultValues: draft ?? emptyForm(template) });
     useEffect(() => {
       const sub = methods.watch(debounce((v) => saveInspectionDraft(inspectionId, v), 400));
       return () => sub.unsubscribe();
     }, [inspectionId]);
     ```
  3. One layout component; breakpoints change CSS grid columns (`sx={{ gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}`),
     never the component type.
  4. Tabs keep panels mounted: render all panels and hide inactive ones with
     `hidden`, instead of `{tab === 'photos' && <Photos/>}`.

  ## Checklist-specific gotchas
  - Item ids come from the template version; store `templateVersion` in the draft
    and discard drafts from another version with a warning.
  - "Defect" answers require a photo and a note (validation in the resolver, not in onChange).
  - The signature (SignaturePad) is saved in the same draft.

  ## Don't
  - Don't rely on component state surviving tab switches or rotation.
  - Don't create one useForm per section.
  - Don't swap component types on breakpoints in forms.
  """,
  SHOP, "component", "verified", assets=["InspectionChecklist", "useDraftStore", "SignaturePad"],
  branches=SHOP_BR, applies={"react": ">=18", "@mui/material": ">=5 <6"},
  cond="Long multi-tab forms on tablets (DVIR inspections; also applies to the WO close-out form).",
  counter="Not for short single-screen dialogs. acme has its own inspection module (customer template) on MUI 4.",
  source="INC-2024-024 post-incident review", updated="2024-04-20")

E(43, "InspectionChecklist 缺陷项联动：useWatch 代替 watch 全表单",
  """
  现象：检查表 140 项时，每勾一项整个表单重渲染，低端平板输入明显延迟。
  原因：在 InspectionChecklist 顶层用了 `const values = watch()` 来判断“缺陷项必须拍照”。
  处理：联动逻辑下放到单项组件：
  `const answer = useWatch({ control, name: `items.${id}.answer` })`，只有该项重渲染；
  必填照片/备注的校验放到 zod resolver 的 `superRefine` 里。
  单项组件用 `React.memo`，props 只传 `id` 和 `control`。
  """,
  SHOP, "component", "verified", assets=["InspectionChecklist"], branches=SHOP_BR,
  applies={"react": ">=18"},
  cond="react-hook-form 大表单的字段联动。",
  counter="只有十几个字段的小表单不需要这样拆。",
  source="PR ridgeline-shop#1511（成都外包）", updated="2024-05-06")

E(44, "InspectionChecklist 用 JSON Schema（rjsf）渲染检查项",
  """
  提议：检查模板本身就是 JSON，用 @rjsf/mui 直接渲染，省掉手写的单项组件。
  待验证：rjsf 在 140 项时的性能；缺陷拍照这种自定义控件要写 widget；模板版本迁移。
  检查项：1）低端平板滚动帧率；2）草稿恢复；3）离线。
  """,
  SHOP, "component", "candidate", assets=["InspectionChecklist"], branches=["feat/*"],
  applies={"@mui/material": ">=5 <6"},
  cond="新的检查模板渲染方案（试验中）。",
  counter="现有主线仍按 exp-rl-0042 的做法。",
  source="feat/rjsf-checklist 试验记录", updated="2024-05-30")

E(45, "OdometerInput: numeric keypad, no decrease below last reading, miles vs km",
  """
  Port of OdometerInput (Quasar `mask="#######"`): use react-number-format
  `<NumericFormat customInput={TextField} thousandSeparator allowNegative={false} decimalScale={0} />`
  with `inputProps={{ inputMode: 'numeric', pattern: '[0-9]*' }}` (iPad shows the number pad only with both).
  Validation: value >= `truck.lastOdometer` unless the "meter replaced" checkbox is set;
  show the unit from the fleet setting (`fleet.distanceUnit`), store km in the API.
  Don't: use `type="number"` (scroll wheel changes the value, thousand separators impossible).
  """,
  SHOP, "component", "verified", assets=["OdometerInput"],
  applies={"react": ">=17"},
  cond="Odometer / engine-hours inputs on the shop app.",
  counter="Display-only odometer values use the `odometer` formatter, not this component.",
  source="PR ridgeline-shop#1426", updated="2024-03-08")

E(46, "TruckSelector → MUI Autocomplete with server search",
  """
  Symptom: console spam "MUI: The value provided to Autocomplete is invalid. None of the options match with `{"id":"T-1042",...}`"
  and the selected truck disappears while typing.
  Cause: options are refetched per keystroke, so the selected object is not in the new options array, and
  Autocomplete compares by reference.
  Fix: `isOptionEqualToValue={(o, v) => o.id === v.id}`, `filterOptions={(x) => x}`
  (server filters), `getOptionLabel={(t) => `${t.unitNumber} · ${t.plate}`}`; include the current
  value in options (`options={value ? uniqBy([value, ...data], 'id') : data}`);
  debounce the input 250 ms and query `['trucks', 'search', q]` with `placeholderData: keepPreviousData`.
  """,
  SHOP, "component", "verified", assets=["TruckSelector"], branches=SHOP_BR,
  applies={"@mui/material": ">=5 <6", "@tanstack/react-query": ">=5 <6"},
  cond="TruckSelector on MUI 5 + TanStack Query 5.",
  counter="On acme (MUI 4) the prop is `getOptionSelected` and Autocomplete lives in @material-ui/lab.",
  source="PR ridgeline-shop#1437", updated="2024-03-13")

E(47, "customer/acme: TruckSelector Autocomplete on MUI 4 (getOptionSelected, @material-ui/lab)",
  """
  On the acme fork Autocomplete is imported from '@material-ui/lab/Autocomplete'.
  The equality prop is `getOptionSelected` (renamed to isOptionEqualToValue in v5);
  using the v5 name silently does nothing and you get the "None of the options match" warning.
  `renderOption` in v4 receives `(option, state)`, not `(props, option)`: do not copy v5 code.
  """,
  SHOP, "component", "verified", assets=["TruckSelector"], branches=["customer/*"],
  applies={"@material-ui/core": "^4"},
  cond="customer forks on MUI 4.",
  counter="MUI 5 branches: see exp-rl-0046.",
  source="PR ridgeline-shop#1545 (acme)", updated="2024-05-24")

E(48, "PartPicker: search the offline catalogue first, then the server",
  """
  PartPicker (SKU / description / cross-reference number search) must work offline.
  Query flow: local search in usePartsCacheStore (prefix match on SKU, token match
  on description) returns instantly; if online, `useQuery(['parts','search',q])`
  refines with stock levels. Merge by SKU, server wins for stock fields.
  Barcode scans (v-scan → useBarcodeScanner) set the query directly and auto-select on exact SKU match.
  Don't: show "no results" before usePartsCacheStore has hydrated.
  """,
  SHOP, "component", "verified", assets=["PartPicker", "usePartsCacheStore"], branches=SHOP_BR,
  applies={"@tanstack/react-query": ">=5 <6", "zustand": ">=4 <5"},
  cond="PartPicker on the shop app.",
  counter="PartPickerDialog in the portal's purchasing screens is online-only (antd Select).",
  source="PR ridgeline-shop#1484", updated="2024-04-05")

E(117, "PartPicker: fuzzy search in a web worker (Fuse.js)",
  """
  Candidate: move the offline catalogue search into a worker with Fuse.js for typo
  tolerance ("brak pad" → "brake pad"). Checklist: memory on 2 GB tablets with 18k SKUs,
  index build time after sync, worker bundling in Vite (`?worker`).
  """,
  SHOP, "component", "candidate", assets=["PartPicker"], branches=SHOP_BR,
  cond="Offline parts search quality.",
  counter="Not needed for online search (server has trigram search).",
  source="spike notes", updated="2024-05-10")

# ==========================================================================
# ridgeline-shop: style / build
# ==========================================================================
E(49, "Quasar utility classes (q-pa-md, row, col-6) → MUI sx and Grid2",
  """
  Mapping used in the shop app: Quasar spacing xs/sm/md/lg/xl = 4/8/16/24/48 px;
  MUI `theme.spacing(1)` = 8 px, so q-pa-md → `sx={{ p: 2 }}`, q-mt-sm → `mt: 1`,
  q-gutter-md → Grid2 `spacing={2}`. `row` / `col-6` → `<Grid2 container><Grid2 xs={6}>`
  (Grid2 from '@mui/material/Unstable_Grid2' in 5.x). `text-h6` → `<Typography variant="h6">`.
  `q-px-lg` is 24 px = `px: 3`. Don't keep Quasar CSS loaded in React routes to reuse the classes.
  """,
  SHOP, "style", "verified", assets=["quasar-utility-classes"], branches=SHOP_BR,
  applies={"@mui/material": ">=5 <6"},
  cond="Converting Quasar templates to MUI 5 JSX.",
  counter="acme (MUI 4) has no sx prop and no Grid2; use makeStyles/Box system props there.",
  source="FE-MIG style guide", updated="2024-01-22")

E(50, "customer/acme (MUI 4): styles with makeStyles; there is no sx",
  """
  On @material-ui/core 4 the `sx` prop does not exist (it is silently passed to the
  DOM: "React does not recognize the `sx` prop on a DOM element"). Use
  `makeStyles` from '@material-ui/core/styles' and `className`, or <Box> system
  props (`<Box p={2} mt={1}>`). Theme via `createTheme` from '@material-ui/core/styles'
  (v4.12 alias of createMuiTheme). Don't install @mui/* packages on the acme fork.
  """,
  SHOP, "style", "verified", branches=["customer/acme"],
  applies={"@material-ui/core": "^4", "react": "^17"},
  assets=["makeStyles"],
  cond="customer/acme (MUI 4, React 17).",
  counter="On MUI 5 branches makeStyles is forbidden (exp-rl-0051).",
  source="PR ridgeline-shop#1530 (acme)", updated="2024-05-18")

E(51, "MUI 5: do not use @mui/styles makeStyles; use styled() or sx",
  """
  `@mui/styles` (makeStyles/withStyles) is the legacy JSS API; it is not compatible
  with React 18 StrictMode/concurrent rendering and is not maintained for MUI 5+.
  Symptoms seen: styles missing after HMR, "MUI: The `styles` argument provided is invalid"
  when the theme is not provided through the legacy ThemeProvider.
  Use `styled(Component)(({ theme }) => ({ ... }))` for reusable styles and `sx` for one-offs;
  theme tokens via `theme.palette` / `theme.spacing`.
  """,
  ALL, "style", "verified", assets=["makeStyles"],
  applies={"@mui/material": ">=5 <6", "react": ">=18"},
  cond="MUI 5 + React 18 code.",
  counter="customer/acme (MUI 4 / React 17) must use makeStyles from @material-ui/core/styles (exp-rl-0050).",
  source="FE guild wiki: styling", updated="2024-01-15")

E(52, "Quasar Dark 插件 → MUI 主题 palette.mode",
  """
  夜班车间要求深色模式。Vue 版用 `$q.dark.set('auto')`。
  处理：`const mode = useSettingsStore((s) => s.themeMode)`（'light' | 'dark' | 'system'），
  system 时用 `useMediaQuery('(prefers-color-scheme: dark)')`；
  `createTheme({ palette: { mode } })` 用 `useMemo` 包住，`<CssBaseline enableColorScheme />`。
  注意：DataGrid 深色下边框颜色要用 `theme.palette.divider`，不要写死 #e0e0e0；
  DtcBanner 的 filled error 在深色下对比度够，不用单独处理。
  """,
  SHOP, "style", "verified", assets=["$q.dark", "ThemeProvider"], branches=SHOP_BR,
  applies={"@mui/material": ">=5 <6"},
  cond="店端深色模式（MUI 5）。",
  counter="acme 客户不要深色模式（合同要求品牌色），不要合并过去。",
  source="PR ridgeline-shop#1455（成都外包）", updated="2024-03-20")

E(53, "Quasar SCSS 变量（$primary/$positive）→ MUI theme palette",
  """
  `quasar.variables.scss` 里的 $primary #0B5FA5、$secondary、$positive、$negative、$warning
  统一迁到 `src/theme/palette.ts`：primary / secondary / success / error / warning。
  组件里写 `color="success"` 或 `sx={{ color: 'success.main' }}`，不要 import scss 变量。
  自定义颜色（`$ridge-amber` 用于“等待零件”状态）用 module augmentation 加到 palette：
  `declare module '@mui/material/styles' { interface Palette { waiting: Palette['primary'] } }`。
  """,
  SHOP, "style", "verified", assets=["quasar.variables.scss"], branches=SHOP_BR,
  applies={"@mui/material": ">=5 <6"},
  cond="品牌色/状态色迁移（MUI 5）。",
  counter="门户（Element UI 主题变量 → antd token）另见 exp-rl-0102。",
  source="FE-MIG 样式规范", updated="2024-01-24")

E(54, "Scoped styles with :deep() → styled() targeting MUI class names",
  """
  Vue `<style scoped>` with `:deep(.q-table__middle)` overrides were the common way to
  restyle Quasar internals. In MUI 5 target the stable class names from inside styled/sx:
  `sx={{ '& .MuiDataGrid-cell:focus': { outline: 'none' } }}` or theme `components.MuiDataGrid.styleOverrides`
  for app-wide rules. Prefer theme overrides when the same rule appears in 2+ places.
  Don't: use the generated `css-xxxx` class names; they change between builds.
  """,
  SHOP, "style", "verified", assets=["scoped-styles"], branches=SHOP_BR,
  applies={"@mui/material": ">=5 <6"},
  cond="Overriding library internals during the port.",
  counter="Portal: antd 5 uses CSS-in-JS with hashed classes; override via theme tokens/ConfigProvider, not .ant-* selectors where a token exists.",
  source="FE-MIG style guide", updated="2024-01-24")

E(55, "Quasar CLI → Vite: process.env is not defined",
  """
  Symptom: white screen, console "Uncaught ReferenceError: process is not defined" in
  `src/boot/api.ts` after moving from Quasar CLI (which defined process.env.*) to plain Vite.
  Fix: rename variables with the `VITE_` prefix (`VITE_API_BASE`, `VITE_WS_URL`), read
  `import.meta.env.VITE_API_BASE`, add `src/vite-env.d.ts` types. For third-party code that reads
  `process.env.NODE_ENV`, Vite replaces that one; anything else: `define: { 'process.env.X': JSON.stringify(...) }`.
  Don't: `define: { 'process.env': process.env }` (leaks the build machine's env into the bundle).
  """,
  SHOP, "build", "verified", assets=["quasar.config.js", "vite.config.ts"],
  applies={"vite": ">=4"},
  cond="Shop app built with Vite (all branches).",
  counter="Portal builds with Next.js: use NEXT_PUBLIC_ env vars there, not import.meta.env.",
  source="PR ridgeline-shop#1301", updated="2023-12-12")

E(56, "Running Vue and React side by side in the shop app: the ReactIsland bridge",
  """
  ## Why
  We migrate one asset at a time, so for months a Quasar page hosts React
  components ("islands") and some React pages still embed Vue widgets. This note
  is the reference for the bridge; read it before porting anything that lives
  inside a page that is not yet migrated.

  ## The bridge
  `ReactIsland.vue` mounts a React component into a div it owns:
  ```vue
  <script setup lang="ts">
  import { onMounted, onBeforeUnmount, ref, watch } from 'vue';
  import { createRoot, type Root } from 'react-dom/client';
  import { createElement } from 'react';
  import { IslandProviders } from '@/react/IslandProviders';
  const props = defineProps<{ component: any; props?: Record<string, unknown> }>();
  const el = ref<HTMLElement>();
  let root: Root | null = null;
  const render = () => root!.render(createElement(IslandProviders, null, createElement(props.component, props.props)));
  onMounted(() => { root = createRoot(el.value!); render(); });
  watch(() => props.props, render, { deep: true });
  onBeforeUnmount(() => { root?.unmount(); root = null; });
  </script>
  <template><div ref="el" /></template>
  ```
  `IslandProviders` wraps ThemeProvider, the single QueryClient (module singleton,
  shared by all islands), I18nextProvider and the router adapter.

  ## Shared state between the two worlds
  - Auth/permissions: a zustand *vanilla* store (`createStore` from 'zustand/vanilla')
    is the source of truth; the Pinia useAuthStore subscribes to it during the transition.
  - Server data: both sides call the same API; React islands use the shared
    QueryClient. When a Vue action changes data, it calls
    `window.__rlQueryClient.invalidateQueries(...)` (exposed only in the bridge).
  - Events React → Vue: props callbacks (`onSaved`) passed through `props.props`.

  ## Gotchas we hit
  - One QueryClient per island = N caches and N refetches; make it a singleton.
  - MUI's CssBaseline inside every island reset Quasar's body styles; islands use
    `ScopedCssBaseline` instead.
  - Quasar's `q-page` sets `overflow: hidden` on some layouts: MUI Popovers render
    into `document.body` and are fine, but Select menus inside islands need `disablePortal` off (default).
  - Unmounting during a React render ("Attempted to synchronously unmount a root while React was already rendering")
    happens when Vue destroys the island from inside a React callback; defer with `queueMicrotask(() => root.unmount())`.
  - Router: islands must not own routes; navigation goes through the Vue router
    via an adapter until the page is fully React.

  ## Exit criteria for removing an island
  The whole page is React, the route is moved to react-router, Pinia stores used only by that page are deleted.
  """,
  SHOP, "build", "verified", assets=["ReactIsland", "IslandProviders"], branches=SHOP_BR,
  applies={"vue": ">=3.3 <4", "react": ">=18"},
  cond="Mixed Vue 3 / React 18 pages in the shop app during the migration.",
  counter="customer/acme is on React 17: createRoot does not exist there (use the acme ReactIsland note). The portal does not mix frameworks in one page (strangler routing instead).",
  source="FE-MIG design note 2 + PR ridgeline-shop#1288", updated="2024-02-28")

E(57, "customer/acme: ReactIsland on React 17 (ReactDOM.render / unmountComponentAtNode)",
  """
  The acme fork cannot use `react-dom/client`; import fails with
  "Failed to resolve import "react-dom/client"". Use `ReactDOM.render(el, container)` on mount
  and `ReactDOM.unmountComponentAtNode(container)` in `onBeforeUnmount`. Re-render by calling
  `ReactDOM.render` again on prop change. Everything else from the main bridge note applies,
  except ScopedCssBaseline comes from '@material-ui/core'.
  """,
  SHOP, "build", "verified", assets=["ReactIsland"], branches=["customer/acme"],
  applies={"react": "^17", "vue": ">=3.3 <4"},
  cond="customer/acme mixed pages.",
  counter="Never on React 18 branches (legacy root API, warns and disables concurrent features).",
  source="PR ridgeline-shop#1531 (acme)", updated="2024-05-19")

E(58, "Quasar PWA 模式 → vite-plugin-pwa：升级后平板一直跑旧版本",
  """
  现象：切到 vite-plugin-pwa 之后，部分平板一周都停在旧版本，技师看不到新功能。
  原因：配置了 `registerType: 'prompt'`，但 React 端没实现“有新版本”提示，
  service worker 一直 waiting。
  处理：用 `useRegisterSW()`（virtual:pwa-register/react），检测到 `needRefresh` 时在 AppBar 显示
  “有新版本，点击更新”，点击调用 `updateServiceWorker(true)`；
  技师正在填检查表/草稿未同步时不要自动刷新。`workbox.navigateFallbackDenylist` 排除 `/api/`。
  """,
  SHOP, "build", "verified", assets=["quasar-pwa", "vite.config.ts"], branches=SHOP_BR,
  applies={"vite": ">=5"},
  cond="店端 PWA 更新机制（Vite 5）。",
  counter="acme 分支不是 PWA（客户 MDM 安装），不要加 service worker。",
  source="BUG-2355（成都外包）", updated="2024-05-08")

E(59, "Slow Vite dev server: import MUI icons by path, not from the barrel",
  """
  `import { Build, LocalShipping } from '@mui/icons-material'` makes Vite's dev server
  process ~2k icon modules; cold start went from 4 s to 40 s. Use path imports
  `import BuildIcon from '@mui/icons-material/Build'`, enforced by
  `no-restricted-imports` for '@mui/icons-material'.
  """,
  ALL, "build", "verified", assets=["@mui/icons-material"],
  applies={"@mui/material": ">=5 <6", "vite": ">=4"},
  cond="Vite dev server with MUI icons.",
  counter="Next.js portal uses antd icons; irrelevant there.",
  source="FE guild wiki: build", updated="2024-01-12")

# ==========================================================================
# i18n (shop + team-wide)
# ==========================================================================
E(60, "vue-i18n pipe plurals → i18next _one/_other suffix keys",
  """
  vue-i18n: `"partsReserved": "no parts | one part | {n} parts"` with `$tc('partsReserved', n)`.
  i18next (JSON v4, i18next >= 21): `"partsReserved_zero": "no parts"`, `"partsReserved_one": "one part"`,
  `"partsReserved_other": "{{count}} parts"`, call `t('partsReserved', { count: n })`.
  The variable must be named `count`. Chinese has only `_other` (Intl.PluralRules 'zh' → other),
  so zh-CN files need just `_other` (+ `_zero` if product wants "无").
  Converted by `scripts/convert-locales.mjs --plurals`.
  """,
  ALL, "i18n", "verified", assets=["vue-i18n", "$tc"],
  applies={"i18next": ">=21"},
  cond="Locale files moved from vue-i18n to i18next 21+.",
  counter="i18next < 21 uses the old `key_plural` format (compatibilityJSON 'v3'); none of our branches should be there.",
  source="FE guild wiki: i18n", updated="2024-01-08")

E(61, "vue-i18n interpolation and linked messages → i18next syntax",
  """
  `{name}` → `{{name}}`; linked `@:common.save` → `$t(common.save)`;
  `@.lower:common.save` has no direct equivalent: add a `lowercase` formatter
  (`i18n.services.formatter.add('lowercase', (v) => v.toLowerCase())`) and write `{{val, lowercase}}`.
  HTML in messages (`v-html="$t(...)"`) → `<Trans i18nKey=... components={{ b: <strong/> }} />`.
  The converter flags every message containing `@.` or HTML for manual review.
  """,
  ALL, "i18n", "verified", assets=["vue-i18n", "$t"],
  applies={"i18next": ">=21", "react-i18next": ">=12"},
  cond="Message syntax conversion, both apps.",
  counter="Portal Element UI component texts come from Element's own locale, not our messages.",
  source="FE guild wiki: i18n", updated="2024-01-08")

E(62, "数字和日期格式：不要迁移 vue-i18n 的 numberFormats，用 Intl",
  """
  vue-i18n 的 `numberFormats` / `datetimeFormats`（`$n(cost, 'currency')`、`$d(date, 'short')`）
  不要在 i18next 里重建一套。统一用 `@ridgeline/format`：`formatCurrency(v, fleet.currency, locale)`、
  `formatDate(d, fleet.timezone, 'short')`，内部是 Intl.NumberFormat / Intl.DateTimeFormat 并缓存 formatter。
  zh-CN 下金额 ¥ 与 CNY 的显示由 `currencyDisplay: 'symbol'` 决定，成都测试数据是 USD，注意别按 locale 猜币种。
  """,
  ALL, "i18n", "verified", assets=["$n", "$d"],
  cond="两个项目里所有数字/日期/金额的格式化。",
  counter="图表坐标轴的缩写格式（1.2k）由 ECharts formatter 处理，见 FleetHealthChart 相关条目。",
  source="FE guild wiki: i18n/format", updated="2024-02-07")

E(63, "react-i18next useSuspense: blank tablet screen while namespaces load",
  """
  Symptom: after switching language on a tablet the whole app goes blank for 1-3 s.
  Cause: `useTranslation('inspection')` suspends while the namespace is fetched; the only
  Suspense boundary is at the root, so everything unmounts (and unsaved form state resets!).
  Fix: bundle `common` + the current route's namespaces, and add Suspense boundaries per route
  with a skeleton; for forms use `useTranslation(ns, { useSuspense: false })` and render with
  `ready` check. Preload with `i18n.loadNamespaces` in the route loader.
  """,
  SHOP, "i18n", "verified", assets=["useTranslation"],
  applies={"react-i18next": ">=12", "react": ">=18"},
  cond="Shop app language switch / lazy namespaces.",
  counter="Portal loads translations server-side via next-i18next serverSideTranslations; no client suspense there.",
  source="BUG-2330", updated="2024-04-16")

# ==========================================================================
# ridgeline-shop: router / test
# ==========================================================================
E(64, "beforeRouteLeave 'unsaved draft' confirm → react-router useBlocker",
  """
  The WO edit page asked "Discard unsynced changes?" in `beforeRouteLeave`.
  React (data router, `createBrowserRouter`): `const blocker = useBlocker(({ currentLocation, nextLocation }) =>
  isDirty && currentLocation.pathname !== nextLocation.pathname)`; when
  `blocker.state === 'blocked'` show the useConfirm dialog and call `blocker.proceed()` / `blocker.reset()`.
  `useBlocker` is stable from react-router-dom 6.19; it requires a data router (not <BrowserRouter>).
  Browser tab close: `beforeunload` handler separately.
  """,
  SHOP, "router", "verified", assets=["beforeRouteLeave", "WorkOrderEditPage"],
  applies={"react-router-dom": ">=6.19 <7"},
  cond="Leave-page guards on the shop app with react-router-dom 6.19+ and a data router.",
  counter="release/2024.05 is on react-router-dom 6.16, where only unstable_useBlocker exists (different behaviour on POP); do not backport this note there.",
  source="PR ridgeline-shop#1493", updated="2024-04-24")

E(65, "Route meta.requiresPerm → <RequirePerm> element wrapper",
  """
  Vue routes had `meta: { requiresPerm: 'inventory:view' }` checked in a global `beforeEach`.
  React: `{ path: 'inventory', element: <RequirePerm perm="inventory:view"><InventoryPage/></RequirePerm> }`;
  RequirePerm uses `useCan` and renders `<Navigate to="/forbidden" replace />`.
  Keep the check in a loader too (`loader: requirePermLoader('inventory:view')`) so data is not fetched.
  """,
  SHOP, "router", "verified", assets=["router.beforeEach", "RequirePerm"], branches=SHOP_BR,
  applies={"react-router-dom": ">=6.4 <7"},
  cond="Permission-gated routes on the shop app.",
  counter="Portal (Next.js) does this in middleware.ts / getServerSideProps, see exp-rl-0092.",
  source="PR ridgeline-shop#1341", updated="2024-01-20")

E(66, "Vue Test Utils → React Testing Library: MUI Select and Autocomplete",
  """
  `wrapper.find('.q-select').trigger('click')` has no RTL equivalent by class.
  MUI Select: `await user.click(screen.getByRole('combobox', { name: /status/i }))`
  then `await user.click(screen.getByRole('option', { name: 'Waiting parts' }))`.
  Autocomplete: type into `getByRole('combobox')`, then pick the option. Use `userEvent.setup()` once per test.
  Don't: `fireEvent.change` on the hidden native input of Select; it does not update MUI state.
  """,
  ALL, "test", "verified", assets=["@vue/test-utils"],
  applies={"@mui/material": ">=5 <6"},
  cond="Component tests for MUI 5 code (shop).",
  counter="antd Select in the portal renders differently (role 'combobox' on the search input, options in a virtual list).",
  source="FE guild wiki: testing", updated="2024-02-12")

E(67, "msw 2: http.get + HttpResponse instead of rest.get(req, res, ctx)",
  """
  Ported tests failed with "TypeError: rest is not a function"/"'rest' is not exported by msw" after main
  moved to msw 2. Fix: `import { http, HttpResponse } from 'msw'`;
  `http.get('/api/parts', ({ request, params }) => HttpResponse.json(data))`;
  delay with `await delay(200)`; errors `new HttpResponse(null, { status: 500 })`.
  In Node tests `import { setupServer } from 'msw/node'` (unchanged). Vitest needs `environment: 'jsdom'` plus
  the `undici` globals only on Node < 18.
  """,
  ALL, "test", "verified", assets=["msw"],
  applies={"msw": ">=2 <3"},
  cond="Tests on msw 2.x (main branches of both apps).",
  counter="release/2024.05 (shop), release/2023.12 (portal) and customer/acme are still on msw 1: keep rest handlers there.",
  source="PR ridgeline-shop#1470", updated="2024-03-28")

E(68, "msw 1 on release and customer branches: keep rest handlers, don't upgrade",
  """
  Release and customer branches are on msw 1.3.x. Backported tests from main fail with
  "SyntaxError: The requested module 'msw' does not provide an export named 'http'".
  Rewrite the handler to `rest.get(url, (req, res, ctx) => res(ctx.json(data)))` instead of upgrading msw
  (msw 2 needs Node 18 and changes every handler).
  """,
  ALL, "test", "verified", assets=["msw"], branches=["release/*", "customer/*"],
  applies={"msw": "^1"},
  cond="Backporting tests to branches on msw 1.",
  counter="main/feat branches are on msw 2 (exp-rl-0067).",
  source="PR ridgeline-shop#1524", updated="2024-05-15")

E(69, "act(...) warnings in tests with TanStack Query",
  """
  Symptom: "Warning: An update to WorkOrderGrid inside a test was not wrapped in act(...)" and flaky tests.
  Cause: queries resolve after the assertion; retries with backoff keep firing after the test ends.
  Fix: a `renderWithClient` helper creating a new QueryClient per test:
  `new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } })`;
  assert with `await screen.findBy...` instead of `getBy...`; never share the app's singleton client in tests.
  """,
  ALL, "test", "verified", assets=["QueryClient", "WorkOrderGrid"],
  applies={"@tanstack/react-query": ">=5 <6"},
  cond="Component tests for code using TanStack Query 5.",
  counter="acme (Query 4): option is cacheTime, not gcTime; portal uses RTK Query (different test setup).",
  source="FE guild wiki: testing", updated="2024-03-04")

E(70, "Cypress 选择器：data-cy 要通过 inputProps / slotProps 传到真正的 input",
  """
  现象：e2e 里 `cy.get('[data-cy=odometer]').type('123')` 迁移后失败，找到的是外层 div。
  原因：Quasar 组件会把 data-cy 透传到 input，MUI TextField 把未知属性放在根元素 FormControl 上。
  处理：`<TextField inputProps={{ 'data-cy': 'odometer' }} />`；Autocomplete 用
  `renderInput={(p) => <TextField {...p} inputProps={{ ...p.inputProps, 'data-cy': 'truck-select' }} />}`；
  DataGrid 行用 `getRowClassName` 不行，改用 `slotProps={{ row: { 'data-cy': 'wo-row' } }}`。
  不要改 e2e 去找 `.MuiInputBase-input`，类名会变。
  """,
  SHOP, "test", "verified", assets=["cypress", "OdometerInput", "TruckSelector"], branches=SHOP_BR,
  applies={"@mui/material": ">=5 <6"},
  cond="店端 Cypress e2e 选择器迁移。",
  counter="门户 e2e 用 Playwright + getByRole，不依赖 data-cy。",
  source="PR ridgeline-shop#1462（成都外包）", updated="2024-04-09")

# ==========================================================================
# ridgeline-portal: charts, maps, tables, forms
# ==========================================================================
PORTAL_BR = ["main", "release/*", "feat/*"]

E(71, "FleetHealthChart: ECharts in Next.js pages router — 'window is not defined'",
  """
  Symptom: `next build` / first SSR request fails with "ReferenceError: window is not defined"
  from `echarts/lib/...` after porting FleetHealthChart.
  Cause: ECharts touches window/document at import time; pages-router pages are rendered on the server.
  Fix: `const FleetHealthChart = dynamic(() => import('@/components/FleetHealthChart'), { ssr: false, loading: () => <Skeleton.Node active /> })`;
  inside, echarts-for-react `<ReactECharts option={option} notMerge lazyUpdate style={{ height: 320 }} />`
  with tree-shaken imports (`echarts/core` + `LineChart`, `GridComponent`, `TooltipComponent`, `CanvasRenderer`).
  The chart resizes on container change via `ResizeObserver` → `chartRef.current.getEchartsInstance().resize()`
  (the Vue version listened to window resize only and broke in the collapsible sider).
  """,
  PORTAL, "component", "verified", assets=["FleetHealthChart"], branches=PORTAL_BR,
  applies={"next": ">=13 <15", "echarts": "^5"},
  cond="Any ECharts component in the Next.js portal.",
  counter="FleetHealthSparkline (table-cell mini charts) should not use ECharts at all.",
  source="PR ridgeline-portal#812", updated="2024-02-26")

E(72, "FleetHealthChart tooltip formatter 里的 Vue filter 要改成纯函数；大数据量开 sampling",
  """
  现象 1：tooltip 显示 `[object Object]`。原因：Vue 版 formatter 里调用 `this.$options.filters.odometer(v)`，
  React 里没有 this，迁移时被替换成了组件函数。处理：直接调用 `@ridgeline/format` 的 `formatOdometer(v, unit)`。
  现象 2：一年的每日里程数据（300 辆车 × 365 天）切换时卡 2 秒。
  处理：`series.sampling: 'lttb'`，`showSymbol: false`，`large: true`（柱状图）；
  数据用 RTK Query 的 `selectFromResult` 只取当前车辆组，避免整包重新传给 option。
  """,
  PORTAL, "component", "verified", assets=["FleetHealthChart"], branches=PORTAL_BR,
  applies={"echarts": "^5"},
  cond="门户 FleetHealthChart 的 tooltip 与大数据量渲染。",
  counter="FleetHealthSparkline 不是 ECharts，不适用。",
  source="PR ridgeline-portal#845（成都外包）", updated="2024-03-18")

E(73, "FleetHealthSparkline: don't create one ECharts instance per table cell",
  """
  FleetHealthSparkline is the tiny 7-day trend in each VehicleTable row (up to 200 rows).
  The Vue version created an ECharts instance per cell (200 canvases, 400 MB on the
  fleet manager's laptop). React: a 60×20 inline SVG `<polyline>` computed with a
  min/max scale, no library; tooltip via antd Tooltip on the cell.
  Don't: dynamic-import FleetHealthChart here, and don't copy its ECharts setup.
  """,
  PORTAL, "component", "verified", assets=["FleetHealthSparkline", "VehicleTable"], branches=PORTAL_BR,
  cond="Per-row mini charts in portal tables.",
  counter="Full-size charts (FleetHealthChart) keep ECharts.",
  source="PR ridgeline-portal#851", updated="2024-03-21")

E(74, "Incident review: VehicleMap 'Map container is already initialized' and the frozen fleet map",
  """
  ## Summary
  VehicleMap (fleet positions, ~1,800 trucks for the largest tenant) was ported
  from vue2-leaflet to react-leaflet 4. In dev the page crashed with
  "Error: Map container is already initialized."; in staging it worked, but the
  largest tenant's map froze the browser for 6-9 s on every 30 s position refresh.

  ## Causes
  1. StrictMode double-mount: our wrapper created the map imperatively with
     `L.map(ref.current)` in a `useEffect` without cleanup. react-leaflet's
     `<MapContainer>` handles this itself; the imperative leftover did not.
  2. SSR: Leaflet needs `window`; the page imported it at top level. Next rendered
     it on the server → "window is not defined" on the first deploy attempt.
  3. Every refresh replaced the `positions` array; each `<Marker>` got a new
     `position` prop → 1,800 `setLatLng` + icon re-creation, because icons were
     created inline with `L.divIcon(...)` in render.

  ## Fix
  ```tsx
  // pages/fleet/map.tsx
  const VehicleMap = dynamic(() => import('@/components/VehicleMap'), { ssr: false });

  // components/VehicleMap.tsx
  const icons = { moving: L.divIcon({ className: 'vm-moving' }), idle: L.divIcon({ className: 'vm-idle' }) };
  const TruckMarker = memo(function TruckMarker({ t }: { t: Position }) {
    return <Marker position={[t.lat, t.lng]} icon={icons[t.state]} />;
  }, (a, b) => a.t.lat === b.t.lat && a.t.lng === b.t.lng && a.t.state === b.t.state);

  export default function VehicleMap() {
    const { data = EMPTY } = useGetFleetPositionsQuery(undefined, { pollingInterval: 30_000 });
    return (
      <MapContainer center={DEFAULT_CENTER} zoom={5} preferCanvas style={{ height: '100%' }}>
        <TileLayer url={TILE_URL} />
        <MarkerClusterGroup chunkedLoading>
          {data.map((t) => <TruckMarker key={t.truckId} t={t} />)}
        </MarkerClusterGroup>
      </MapContainer>
    );
  }
  ```
  - `preferCanvas` + clustering (react-leaflet-cluster) for tenants over 500 trucks.
  - Icons created once at module level.
  - Markers keyed by truckId and memoized on coordinates.

  ## Results
  Refresh for 1,800 trucks: 6-9 s → 120 ms. No crash under StrictMode.

  ## Don't
  - Don't call `L.map()` yourself inside react-leaflet.
  - Don't import leaflet at the top of a page module.
  - Don't create icons in render.
  """,
  PORTAL, "component", "verified", assets=["VehicleMap"], branches=PORTAL_BR,
  applies={"react": ">=18", "react-leaflet": ">=4 <5", "next": ">=13 <15"},
  cond="Leaflet maps in the Next.js portal with react-leaflet 4.",
  counter="The shop app has no map. Small maps (single truck location on vehicle detail) don't need clustering.",
  source="INC-2024-017 post-incident review", updated="2024-03-30")

E(119, "VehicleMap: replace markers with a supercluster canvas layer",
  """
  Candidate for tenants over 5k trucks: compute clusters with supercluster in a worker
  and draw on one canvas layer. Checklist: click hit-testing, popup per truck, a11y fallback list.
  """,
  PORTAL, "component", "candidate", assets=["VehicleMap"], branches=["feat/*"],
  cond="Very large fleets (5k+ trucks).",
  counter="Normal tenants: clustering via react-leaflet-cluster is enough.",
  source="spike notes", updated="2024-06-03")

E(75, "el-table → antd Table: rowKey, span-method → onCell, custom sort → sorter + onChange",
  """
  VehicleTable port notes:
  - `row-key="vin"` → `rowKey="vin"` (without it antd warns "Each record in table should have a unique `key` prop").
  - `:span-method` → per column `onCell: (record, index) => ({ rowSpan: spans[index] })`; compute spans once per data change.
  - `sortable="custom"` + `@sort-change` → column `sorter: true` and Table `onChange(pagination, filters, sorter)`;
    map `sorter.order` ('ascend'/'descend') to the API's `asc/desc`.
  - `fixed="right"` columns need `scroll={{ x: 1400 }}` on the Table.
  - Element's `show-overflow-tooltip` → `ellipsis: { showTitle: false }` + `render` with Tooltip.
  """,
  PORTAL, "component", "verified", assets=["VehicleTable", "el-table"], branches=PORTAL_BR,
  applies={"antd": ">=5 <6"},
  cond="Element UI tables ported to antd 5 in the portal.",
  counter="On release/2023.12 (antd 4) `onCell` and `sorter` behave the same but `ellipsis` tooltip needs antd 4.x's `showTitle`; re-check before backporting.",
  source="PR ridgeline-portal#760", updated="2024-01-31")

E(76, "el-form custom validator → antd Form rule returning a Promise ('callback is deprecated')",
  """
  Symptom: antd warns "Warning: `callback` is deprecated. Please return a promise instead." and the VIN
  uniqueness error never shows.
  Cause: Element validators are `(rule, value, callback) => callback(new Error(msg))`; ported as is.
  Fix: `{ validator: async (_, value) => { if (await vinExists(value)) throw new Error(t('vehicle.vinTaken')); } }`
  Add `validateDebounce={400}` on the Form.Item for async checks (antd >= 5.9) and `validateTrigger="onBlur"` for the VIN.
  Cross-field rules: `dependencies={['odometerStart']}` + `({ getFieldValue }) => ({ validator })`.
  """,
  PORTAL, "component", "verified", assets=["VehicleForm", "el-form"], branches=PORTAL_BR,
  applies={"antd": ">=5.9 <6"},
  cond="Element UI form validation moved to antd 5.9+.",
  counter="antd 4 (release/2023.12) has no validateDebounce; debounce inside the validator there.",
  source="PR ridgeline-portal#778", updated="2024-02-08")

E(77, "el-date-picker value-format → antd 5 DatePicker with dayjs",
  """
  ServiceDateRangePicker used `value-format="yyyy-MM-dd"` (Element's date-fns-like tokens) and got strings.
  antd 5 DatePicker works with dayjs objects: keep the form value as dayjs and convert at the API boundary
  (`d.format('YYYY-MM-DD')` — note uppercase tokens). Range: `RangePicker` with `presets` for
  "Last 7 days"/"This month" (Element's `picker-options.shortcuts`). Disabled dates: `disabledDate={(d) => d.isAfter(dayjs())}`.
  Timezone: the fleet's timezone via `dayjs.tz` (plugin loaded in `_app.tsx`).
  """,
  PORTAL, "component", "verified", assets=["ServiceDateRangePicker", "el-date-picker"], branches=PORTAL_BR,
  applies={"antd": ">=5 <6", "dayjs": ">=1.11"},
  cond="Date pickers in the portal on antd 5.",
  counter="release/2023.12 is on antd 4, which uses moment: do not pass dayjs objects there (exp-rl-0078).",
  source="PR ridgeline-portal#790", updated="2024-02-15")

E(78, "antd 4 (portal release/2023.12): DatePicker uses moment — don't backport dayjs code",
  """
  Backports from main to release/2023.12 crashed with "TypeError: date.clone is not a function"
  inside rc-picker: antd 4 expects moment objects. Keep moment on this branch
  (`moment(value, 'YYYY-MM-DD')`), and `locale` from 'antd/lib/date-picker/locale/zh_CN'.
  Don't install the dayjs adapter plugin on the release branch.
  """,
  PORTAL, "component", "verified", assets=["ServiceDateRangePicker"], branches=["release/2023.*"],
  applies={"antd": "^4", "moment": "^2"},
  cond="portal release/2023.12 hotfixes touching date pickers.",
  counter="main/feat (antd 5, dayjs).",
  source="PR ridgeline-portal#803 (backport)", updated="2024-02-21")

E(79, "el-dialog → antd Modal: form reset and 'useForm is not connected' warning",
  """
  AssignMechanicDialog: Vue reset the form in `@closed`. In antd 5:
  `<Modal open={open} destroyOnClose onCancel={close}>` resets on close, but then
  `form.setFieldsValue` before first open logs "Warning: Instance created by `useForm` is not connected to any Form element.
  Forget to pass `form` prop?". Use `forceRender` on the Modal when you need the form instance before opening,
  or set values in `afterOpenChange`. `visible` → `open` (antd 5 renamed).
  """,
  PORTAL, "component", "verified", assets=["AssignMechanicDialog", "el-dialog"], branches=PORTAL_BR,
  applies={"antd": ">=5 <6"},
  cond="Dialogs with forms in the portal.",
  counter="Shop's AssignTechnicianDialog is MUI; not applicable.",
  source="PR ridgeline-portal#799", updated="2024-02-19")

E(80, "this.$message / this.$confirm → antd App.useApp() (static methods lose theme and locale)",
  """
  Symptom: toast and confirm texts appear in English and default blue after porting, and the console says
  "Warning: [antd: message] Static function can not consume context like dynamic theme. Please use 'App' component instead."
  Cause: `message.success()` / `Modal.confirm()` static calls render outside ConfigProvider.
  Fix: wrap the app in `<ConfigProvider theme locale><App>...</App></ConfigProvider>` (in `_app.tsx`) and use
  `const { message, modal, notification } = App.useApp()` in components. For non-React code (RTK listeners),
  store the instance from a `<StaticBridge/>` component that calls App.useApp() once.
  """,
  PORTAL, "plugin", "verified", assets=["$message", "$confirm", "$notify"], branches=PORTAL_BR,
  applies={"antd": ">=5.1 <6"},
  cond="Element UI message/confirm/notify calls in the portal on antd >= 5.1 (App component).",
  counter="antd 4 (release/2023.12) has no App component; keep static methods there.",
  source="PR ridgeline-portal#770", updated="2024-02-02")

E(81, "el-upload → antd Upload：customRequest 直传 S3，中文文件名",
  """
  车辆文档（行驶证、年检报告 PDF）上传。Element 的 `action` + `headers` 直接传后端；
  迁移后改为 S3 预签名直传：`customRequest={async ({ file, onProgress, onSuccess, onError }) => {...}}`，
  先 `POST /api/documents/presign` 拿 URL，再用 axios `onUploadProgress` 回调 `onProgress({ percent })`。
  中文文件名：预签名时把原文件名放 `Content-Disposition: attachment; filename*=UTF-8''${encodeURIComponent(name)}`，
  不要直接放进 S3 key。`beforeUpload` 限制 20 MB 和 PDF/JPG 类型，返回 `Upload.LIST_IGNORE` 阻止加入列表。
  """,
  PORTAL, "component", "verified", assets=["VehicleDocumentUpload", "el-upload"], branches=PORTAL_BR,
  applies={"antd": ">=5 <6"},
  cond="门户文档上传（antd 5）。",
  counter="店端平板拍照上传见 PhotoCapture（需要压缩、离线队列），不适用本条。",
  source="PR ridgeline-portal#828（成都外包）", updated="2024-03-07")

E(82, "el-timeline → antd Timeline items prop (Timeline.Item is deprecated)",
  """
  ServiceIntervalTimeline (PM schedule per vehicle). Children syntax logs
  "Warning: [antd: Timeline] `Timeline.Item` is deprecated. Please use `items` instead." on antd >= 5.2.
  Build `items={intervals.map((i) => ({ key: i.id, color: i.overdue ? 'red' : 'blue', label: formatDate(i.due), children: <IntervalCard i={i}/> }))}`
  with `mode="left"`. Overdue PMs first; Element's `timestamp` placement → `label`.
  """,
  PORTAL, "component", "verified", assets=["ServiceIntervalTimeline", "el-timeline"], branches=PORTAL_BR,
  applies={"antd": ">=5.2 <6"},
  cond="Timelines on antd 5.2+.",
  counter="antd 4: children syntax is the only one.",
  source="PR ridgeline-portal#836", updated="2024-03-11")

E(83, "el-select 远程搜索 → antd Select showSearch + filterOption={false}",
  """
  DriverSelect（指派司机）用了 `el-select filterable remote :remote-method`。
  antd 5：`<Select showSearch filterOption={false} onSearch={debouncedSearch} options={...} notFoundContent={fetching ? <Spin size="small"/> : null} />`；
  防抖 300ms，搜索用 RTK Query 的 `useLazySearchDriversQuery`。
  注意：已选中的司机要合并进 options，否则 Select 只显示 id（同 TruckSelector 的问题）。
  `labelInValue` 用于需要同时拿 id 和姓名的场景。
  """,
  PORTAL, "component", "verified", assets=["DriverSelect", "el-select"], branches=PORTAL_BR,
  applies={"antd": ">=5 <6", "@reduxjs/toolkit": ">=1.9"},
  cond="门户远程搜索下拉（antd 5）。",
  counter="店端 TruckSelector 是 MUI Autocomplete，见 exp-rl-0046。",
  source="PR ridgeline-portal#840（成都外包）", updated="2024-03-14")

# ==========================================================================
# ridgeline-portal: state (Vuex → RTK)
# ==========================================================================
E(84, "Vuex fleet module → RTK slice; namespaced getters → memoized selectors",
  """
  `store/modules/fleet.js` (namespaced) → `features/fleet/fleetSlice.ts`.
  State and mutations map to `createSlice` reducers (Immer, so "mutating" code is fine).
  Getters → selectors: `selectActiveVehicles = createSelector([selectVehicles, selectFilters], filterFn)`;
  RTK 2 slices can declare them inline with `selectors: { selectActiveVehicles }`.
  `mapGetters('fleet', ['activeVehicles'])` → `useAppSelector(selectActiveVehicles)`.
  Don't: return new arrays from non-memoized selectors (RTK 2 / react-redux 9 warn
  "Selector unknown returned a different result when called with the same parameters").
  """,
  PORTAL, "store", "verified", assets=["store/modules/fleet", "fleetSlice"], branches=PORTAL_BR,
  applies={"@reduxjs/toolkit": ">=2 <3", "react-redux": ">=9"},
  cond="Vuex modules ported to Redux Toolkit 2 in the portal.",
  counter="Fetched data (vehicles list) should go to RTK Query, not a slice; release/2023.12 is RTK 1.9 (no slice `selectors`).",
  source="PR ridgeline-portal#742", updated="2024-01-26")

E(85, "RTK 2: createSlice extraReducers object notation removed",
  """
  Symptom: "Error: The object notation for `createSlice.extraReducers` has been removed. Please use the 'builder callback' notation instead"
  when porting Vuex actions that listened to other modules.
  Fix: `extraReducers: (builder) => builder.addCase(logout, () => initialState).addMatcher(isRejected(fetchX), ...)`.
  Same for `createReducer`. The codemod `npx @reduxjs/rtk-codemods createSliceBuilder` converts existing slices.
  """,
  PORTAL, "store", "verified", assets=["createSlice"],
  applies={"@reduxjs/toolkit": ">=2 <3"},
  cond="Redux Toolkit 2.x.",
  counter="On RTK 1.9 the object notation still works (deprecated warning); see exp-rl-0086 for the release branch.",
  source="PR ridgeline-portal#744", updated="2024-01-27")

E(86, "portal release branches on RTK 1.9: don't backport RTK 2 slice features",
  """
  release/2023.12 is on @reduxjs/toolkit 1.9.7 + react-redux 8. Backports that use slice `selectors`,
  `create.asyncThunk` inside `reducers: (create) => ...`, or `combineSlices` fail to compile.
  Write the backport in 1.9 style (builder notation is fine in both). Don't bump RTK on the release branch.
  """,
  PORTAL, "store", "verified", assets=["createSlice"], branches=["release/*"],
  applies={"@reduxjs/toolkit": "~1.9"},
  cond="Hotfixes on portal release branches on RTK 1.9.",
  counter="main (RTK 2).",
  source="PR ridgeline-portal#806 (backport)", updated="2024-02-22")

E(87, "vuex-persistedstate → redux-persist in Next.js: serializableCheck and SSR storage",
  """
  ## Symptoms
  1. Console: "A non-serializable value was detected in an action, in the path: `register`. Value: [Function register]"
     on every page load after adding redux-persist.
  2. Server log: "redux-persist failed to create sync storage. falling back to noop storage."
  3. Hydration warning on the filter bar: server rendered default filters, client rehydrated saved ones.

  ## Causes and fixes
  1. redux-persist dispatches actions carrying functions. Configure the middleware:
  ```ts
  import { FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER } from 'redux-persist';
  middleware: (gDM) => gDM({ serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] } }),
  ```
  2. On the server there is no localStorage. Use a storage that is a noop on the server:
  ```ts
  const storage = typeof window === 'undefined' ? createNoopStorage() : createWebStorage('local');
  ```
  and only create the persistor on the client (`useRef` in `_app.tsx`, inside `useEffect`).
  3. Persisted UI state (table filters, column widths) must not change the server-rendered markup:
     render the filter bar after `PersistGate` with a skeleton, or keep filters in the URL
     (preferred for shareable views, see the fleetFilterMixin note).

  ## What to persist
  Whitelist only `ui` (sider collapsed, table densities). Never persist RTK Query's `api` slice or auth;
  Vuex persisted the whole `user` module including the token, which we dropped.

  ## Migrating existing users' saved state
  vuex-persistedstate wrote one key `vuex` with the whole state. On first load of a Next
  route we read `localStorage.vuex`, pick `ui.siderCollapsed` and `ui.tableDensity`, write
  them through `persistReducer`'s key `persist:portal-ui` (`version: 1`, `migrate` for later
  changes) and leave the `vuex` key alone while Vue routes still exist (strangler phase: both apps
  run on the same origin and the Vue app still reads it).

  ## Don't
  - Don't turn off `serializableCheck` globally.
  - Don't persist the RTK Query reducer.
  - Don't create the persistor at module scope (runs on the server for every request).
  """,
  PORTAL, "store", "verified", assets=["vuex-persistedstate", "redux-persist"], branches=PORTAL_BR,
  applies={"@reduxjs/toolkit": ">=1.9 <3", "next": ">=13 <15"},
  cond="Persisted client state in the Next.js portal.",
  counter="Shop app persists with zustand persist (different API). Filters that must be shareable belong in the URL, not in redux-persist.",
  source="PR ridgeline-portal#818 + review notes", updated="2024-03-04")

E(88, "Vuex 拉取类 action → RTK Query endpoints：工单列表与标签失效（迁移复盘）",
  """
  ## 背景
  门户的工单模块（车队经理看全车队的 work orders）原来是 Vuex：`actions.fetchWorkOrders` 调 axios，
  commit 到 `state.list`，各页面 `mapState` 读。迁移 RTK 时第一版照搬成 `createAsyncThunk` + slice，
  两周后发现三个问题：同一列表重复请求 3-4 次、关闭工单后列表不刷新、切换车队后显示上一个车队的数据。

  ## 方案
  全部拉取类逻辑改为 RTK Query：
  ```ts
  export const woApi = api.injectEndpoints({
    endpoints: (b) => ({
      getWorkOrders: b.query<Page<WorkOrder>, WoQuery>({
        query: (q) => ({ url: '/work-orders', params: q }),
        providesTags: (res) => res
          ? [...res.items.map((w) => ({ type: 'WorkOrder' as const, id: w.id })), { type: 'WorkOrder', id: 'LIST' }]
          : [{ type: 'WorkOrder', id: 'LIST' }],
      }),
      closeWorkOrder: b.mutation<void, { id: string }>({
        query: ({ id }) => ({ url: `/work-orders/${id}/close`, method: 'POST' }),
        invalidatesTags: (_r, _e, { id }) => [{ type: 'WorkOrder', id }, { type: 'WorkOrder', id: 'LIST' }],
      }),
    }),
  });
  ```
  - 车队（fleetId）放进查询参数，缓存键自然区分，不会串车队。
  - 重复请求：同参数的多个组件共享一个缓存项，RTK Query 自动去重。
  - 分页：`page`/`pageSize` 作为参数；翻页时用 `selectFromResult` 保持上一页数据避免闪烁。

  ## SSR
  pages router 的 `getServerSideProps` 里不预取工单列表（数据量大、权限按用户），只在客户端请求；
  需要 SEO 的页面没有。

  ## 坑
  - `tagTypes` 必须在 `createApi` 里声明，否则 `providesTags` 不生效也不报错。
  - 切换租户时要 `dispatch(api.util.resetApiState())`，否则另一个租户的缓存还在内存里。
  - `keepUnusedDataFor` 默认 60 秒，工单详情改为 30 秒。
  - 关闭工单后列表不刷新：原因是列表的 `providesTags` 只返回了每条的 id，没有 `LIST`，
    而关闭接口返回后这条工单已经不在“未关闭”列表的结果里了，按 id 失效找不到它。加上 `LIST` 标签后解决。
  - 乐观更新（派工后立即显示技师名字）用 `onQueryStarted` + `updateQueryData`，失败时 `patchResult.undo()`：
  ```ts
  async onQueryStarted({ id, mechanicId }, { dispatch, queryFulfilled }) {
    const patch = dispatch(woApi.util.updateQueryData('getWorkOrder', id, (draft) => { draft.mechanicId = mechanicId; }));
    try { await queryFulfilled; } catch { patch.undo(); }
  }
  ```
  - 与 Vuex 版本对比：同一页面的请求数从 11 个降到 4 个，切换车队不再串数据。

  ## 迁移步骤（每个 Vuex 模块）
  1. 列出模块里所有调用后端的 action，逐个改成 endpoint；
  2. 列出 `state` 里剩下的字段，只有纯 UI 状态才进 slice；
  3. 组件里的 `mapState` / `mapActions` 改为生成的 hooks（`useGetWorkOrdersQuery`、`useCloseWorkOrderMutation`）；
  4. 删除 Vuex 模块前确认 Vue 侧（strangler 阶段还没迁的路由）不再引用。

  ## 不要
  - 不要把 RTK Query 的数据再 dispatch 到 slice 里。
  - 不要用 createAsyncThunk 做普通的列表拉取。
  """,
  PORTAL, "store", "verified", assets=["store/modules/workOrders", "woApi"], branches=PORTAL_BR,
  applies={"@reduxjs/toolkit": ">=2 <3"},
  cond="门户所有“拉取并缓存后端数据”的 Vuex action（RTK 2）。",
  counter="纯 UI 状态（侧栏折叠、表格密度）仍用 slice；店端用的是 TanStack Query，不适用。",
  source="复盘文档 FE-MIG/portal-rtkq 2024-03，PR ridgeline-portal#861", updated="2024-03-26")

E(89, "AlertCenter: RTK Query polling for telematics alerts, paused when the tab is hidden",
  """
  The portal's AlertCenter polled every 30 s with `setInterval` in a Vuex plugin.
  RTK Query: `useGetAlertsQuery({ fleetId }, { pollingInterval: 30_000, skipPollingIfUnfocused: true })`
  (option exists from RTK 2.1) and `refetchOnFocus: true` (needs `setupListeners(store.dispatch)`). New-alert toasts compare ids
  against the previous result in a `useEffect`, using App.useApp().notification.
  Don't: open sockets from the portal; telematics sockets are only provisioned for shop tablets.
  """,
  PORTAL, "component", "verified", assets=["AlertCenter"], branches=PORTAL_BR,
  applies={"@reduxjs/toolkit": ">=2.1 <3"},
  cond="Alert polling in the portal.",
  counter="Shop TelematicsAlertFeed uses sockets (exp-rl-0021).",
  source="PR ridgeline-portal#870", updated="2024-04-04")

E(90, "Incident review: cross-tenant data shown after SSR — module-level Redux store",
  """
  ## Summary
  On 2024-04-23 a fleet manager of tenant A briefly saw tenant B's fleet name and
  vehicle count in the portal header after a hard refresh. No API data leaked
  across tenants (APIs are tenant-scoped), but server-rendered HTML contained
  another request's Redux state. Severity 2, fixed the same day.

  ## Root cause
  The first Next.js port created the store at module scope, like the Vue app did:
  ```ts
  // store/index.ts (WRONG for SSR)
  export const store = configureStore({ reducer });
  ```
  In the pages router, `getServerSideProps` for `/fleet` dispatched
  `setCurrentFleet(...)` into this store. On the server, the module is loaded once
  per Node process, so concurrent requests shared one store. The header read the
  fleet from the store during SSR and serialized whatever the last request put there.

  ## Fix
  A store per request on the server, one store per browser session on the client:
  ```ts
  // store/makeStore.ts
  export const makeStore = (preloaded?: Partial<RootState>) =>
    configureStore({ reducer, preloadedState: preloaded, middleware: (g) => g().concat(api.middleware) });

  // pages/_app.tsx
  let clientStore: AppStore | undefined;
  function getStore(preloaded?: Partial<RootState>) {
    if (typeof window === 'undefined') return makeStore(preloaded);   // new store every SSR request
    clientStore ??= makeStore(preloaded);
    return clientStore;
  }
  export default function App({ Component, pageProps }: AppProps) {
    const storeRef = useRef<AppStore>();
    storeRef.current ??= getStore(pageProps.initialReduxState);
    return <Provider store={storeRef.current}><Component {...pageProps} /></Provider>;
  }
  ```
  `getServerSideProps` no longer imports the store; it returns
  `props: { initialReduxState: { session: { fleet } } }` and the page builds its store from that.

  ## Related cleanups
  - Lint rule: no import of `@/store` from `getServerSideProps`/`getStaticProps` files.
  - RTK Query cache is never preloaded on the server in the portal (per-user permissions).
  - On tenant switch on the client we reset the API state and reload.

  ## Don't
  - Don't export a singleton store from a module used on the server.
  - Don't copy `next-redux-wrapper`'s old HYDRATE examples (we removed it, see the deprecated note).
  - Don't put tenant/session data into a module-level variable anywhere in SSR code.
  """,
  PORTAL, "store", "verified", assets=["store/index", "makeStore"], branches=PORTAL_BR,
  applies={"next": ">=13 <15", "@reduxjs/toolkit": ">=1.9 <3"},
  cond="Redux in the Next.js pages-router portal, any code path that runs on the server.",
  counter="Shop app (client-only Vite SPA): a module-level store is fine there.",
  source="INC-2024-027 post-incident review", updated="2024-04-25")

E(113, "Use next-redux-wrapper HYDRATE to merge server state on every page",
  """
  Early portal setup: `createWrapper(makeStore)` and a HYDRATE case in each slice to merge
  server state. Removed: it re-applied stale server state on client navigation and
  overwrote user edits in filters. Replaced by per-request stores (exp-rl-0090).
  """,
  PORTAL, "store", "deprecated", assets=["next-redux-wrapper"],
  applies={"next": ">=13 <15"},
  cond="(historic) portal SSR state.",
  counter="Do not use.",
  source="RFC FE-22", updated="2024-01-05")

# ==========================================================================
# ridgeline-portal: router / mixins / filters
# ==========================================================================
E(92, "vue-router beforeEach auth guard → Next.js middleware.ts",
  """
  The Vue portal redirected to /login in `router.beforeEach` when `store.getters['auth/isLoggedIn']` was false.
  Next (pages router): `middleware.ts` at the project root checks the `rl_session` cookie and
  `NextResponse.redirect(new URL('/login?next=' + encodeURIComponent(pathname), req.url))`;
  `export const config = { matcher: ['/((?!_next/static|_next/image|favicon.ico|login|api/health).*)'] }`.
  Permission checks per page stay in `getServerSideProps` (middleware runs on the edge runtime and cannot call our Node-only perm lib).
  """,
  PORTAL, "router", "verified", assets=["router.beforeEach"], branches=PORTAL_BR,
  applies={"next": ">=13 <15"},
  cond="Authentication redirects in the Next.js portal.",
  counter="Shop app (react-router) uses RequirePerm/loaders (exp-rl-0065).",
  source="PR ridgeline-portal#735", updated="2024-01-19")

E(93, "动态路由 /vehicles/:id → pages/vehicles/[id].tsx：首屏 router.query 为空",
  """
  现象：车辆详情页首次渲染时 `router.query.id` 是 undefined，RTK Query 发出 `/api/vehicles/undefined` 请求，报 404。
  原因：静态优化（没有 getServerSideProps）的页面在 hydration 前 query 为空对象。
  处理：`const { id } = router.query; useGetVehicleQuery(id as string, { skip: !router.isReady })`；
  或者该页有 getServerSideProps 时从 props 拿 id。
  Vue 里的 `props: true` 路由参数写法没有对应，不要在组件里用 window.location 解析。
  """,
  PORTAL, "router", "verified", assets=["vue-router", "VehicleDetailPage"], branches=PORTAL_BR,
  applies={"next": ">=13 <15"},
  cond="门户 pages router 动态路由页面。",
  counter="app router（`useParams`）不适用，我们没有用 app router。",
  source="BUG-P-412（成都外包）", updated="2024-02-13")

E(94, "fleetFilterMixin 的筛选条件同步到 URL：router.replace + shallow",
  """
  fleetFilterMixin 在 Vue 里 `watch: { '$route.query': 'applyFilters' }`，并在改筛选时 `this.$router.replace({ query })`。
  迁移为 `useFleetFilters()` hook：
  - 读：`router.query` → 解析为 `{ status, group, q }`，`router.isReady` 之前返回默认值；
  - 写：`router.replace({ pathname, query: next }, undefined, { shallow: true })`，不触发 getServerSideProps；
  - 输入框防抖 300ms 再写 URL。
  不要把筛选条件存进 redux-persist（链接分享后对方看不到同样的结果）。
  """,
  PORTAL, "mixin", "verified", assets=["fleetFilterMixin", "useFleetFilters"], branches=PORTAL_BR,
  applies={"next": ">=13 <15"},
  cond="门户列表页的筛选条件。",
  counter="表格列宽、密度这类个人偏好不进 URL。",
  source="PR ridgeline-portal#785（成都外包）", updated="2024-02-10")

E(95, "Vue keep-alive list pages → keep scroll position and filters across navigation",
  """
  Proposal: the portal's VehicleList was under `<keep-alive>`; going to detail and back
  kept scroll and expanded rows. Next has no keep-alive. Options under review:
  (a) store scroll offset + expanded rows in a `ui` slice keyed by route,
  (b) render detail as a drawer on the list page (`/vehicles?vin=...`) instead of navigating.
  Product prefers (b) for VehicleList; needs UX review before it becomes the pattern.
  """,
  PORTAL, "router", "review_required", assets=["keep-alive", "VehicleList"], branches=PORTAL_BR,
  applies={"next": ">=13 <15"},
  cond="List → detail → back flows in the portal.",
  counter="Shop app: react-router + data router restores scroll with <ScrollRestoration>.",
  source="UX-51 draft", updated="2024-05-16")

E(96, "fleetFilterMixin → useFleetFilters hook (data, watchers, methods)",
  """
  Mixin parts map as: `data()` → `useState` inside the hook; `computed.queryParams` → `useMemo`;
  `watch: '$route.query'` → `useEffect([router.query])` (or better derive from the URL, see the URL-sync note);
  `methods.resetFilters` → returned function. Name collisions between mixins (both
  fleetFilterMixin and paginationMixin defined `page`) disappear: the hook returns `{ filters, setFilter, reset }`
  and pagination is a separate hook. Components that used 3 mixins now call 3 hooks explicitly.
  """,
  PORTAL, "mixin", "verified", assets=["fleetFilterMixin"], branches=PORTAL_BR,
  applies={"react": ">=18"},
  cond="Vue 2 mixins in the portal.",
  counter="The shop app has no mixins (Vue 3 composables map 1:1 to hooks).",
  source="PR ridgeline-portal#781", updated="2024-02-09")

E(97, "paginationMixin → antd Table 受控分页",
  """
  paginationMixin 提供 `page`、`pageSize`、`total` 和 `handleCurrentChange`（配合 el-pagination 的 `:current-page.sync`）。
  antd：`pagination={{ current: page, pageSize, total, showSizeChanger: true, onChange: (p, s) => set({ page: p, pageSize: s }) }}`，
  页码同样从 1 开始，不需要换算。后端返回 `total` 放在 RTK Query 结果里。
  注意：切换筛选条件时要把 page 重置为 1，Element 版本在 watcher 里做了，hook 里别忘。
  pageSize 选项 [20, 50, 100]，与 Element 版本一致。
  """,
  PORTAL, "mixin", "verified", assets=["paginationMixin"], branches=PORTAL_BR,
  applies={"antd": ">=5 <6"},
  cond="门户表格分页（antd 5）。",
  counter="店端 WorkOrderGrid 是 DataGrid 服务端分页，不适用。",
  source="PR ridgeline-portal#783（成都外包）", updated="2024-02-10")

E(98, "exportMixin（门户 Excel 导出）中文文件名与大数据量",
  """
  exportMixin 用 xlsx 在前端生成 Excel（车队维修费用报表）。迁移为 `useExportXlsx()`：
  - 中文文件名：下载用 `a.download = '维修费用_2024-03.xlsx'` 即可；后端导出接口要设置
    `Content-Disposition: attachment; filename*=UTF-8''...`，否则 Chrome 下文件名乱码。
  - 超过 5 万行改为后端异步导出（`POST /api/reports/export` → 轮询任务 → 下载链接），前端生成会卡死页面。
  - xlsx 包用动态 import（`await import('xlsx')`），别进首屏 bundle。
  注意：这是 xlsx，不是 CSV，不需要 BOM。
  """,
  PORTAL, "mixin", "verified", assets=["exportMixin"], branches=PORTAL_BR,
  cond="门户报表导出 Excel。",
  counter="店端 WorkOrderGrid 的 CSV 导出（需要 utf8WithBom）见 exp-rl-0003。",
  source="PR ridgeline-portal#856（成都外包）", updated="2024-03-22")

E(99, "Vue filters | odometer, | currency → formatter functions in @ridgeline/format",
  """
  Vue 2 global filters (`{{ v.odometer | odometer }}`) and the shop's `$filters` global property
  both become plain functions: `formatOdometer(km, unit)`, `formatCurrency(v, currency, locale)`.
  The unit comes from the fleet setting (`fleet.distanceUnit`: 'mi' | 'km'); API values are always km.
  Chained filters `{{ v | odometer | placeholder }}` → `placeholder(formatOdometer(v, unit))`.
  Don't: write a `useFilters()` hook returning all formatters; import what you use.
  """,
  ALL, "filter", "verified", assets=["odometer", "currency"],
  cond="Any Vue filter / $filters usage in either app.",
  counter="Date filters (dateLocal) have SSR timezone issues in the portal; see the dateLocal note.",
  source="FE guild wiki: filters", updated="2024-01-16")

E(100, "| dateLocal filter in Next.js: hydration mismatch from server timezone",
  """
  ## Symptom
  "Error: Text content does not match server-rendered HTML." / "Hydration failed because the initial UI does not match
  what was rendered on the server." on every page with service dates, and dates off by one day for Pacific fleets.

  ## Cause
  The Vue `dateLocal` filter used the browser's timezone. Ported to `formatDate(d)` without a zone,
  it ran on the server (UTC, container TZ) and again in the browser (America/Denver) → different strings.

  ## Fix
  - Format with the *fleet's* timezone, explicitly: `formatDate(d, fleet.timezone)`; the fleet is in the
    session, available on server and client, so both render the same string.
  - For "x minutes ago" texts (change every render), render on the client only:
    `<ClientOnly fallback={<span>{formatDate(d, tz)}</span>}>{fromNow(d)}</ClientOnly>`.
  - `dayjs.extend(utc); dayjs.extend(timezone)` once in `lib/dayjs.ts`, imported by `_app.tsx`.
  - Don't `suppressHydrationWarning` on whole tables; it only applies one level deep and hides real bugs.
  """,
  PORTAL, "filter", "verified", assets=["dateLocal"], branches=PORTAL_BR,
  applies={"next": ">=13 <15", "dayjs": ">=1.11"},
  cond="Date/time rendering in SSR pages of the portal.",
  counter="Shop app is client-only; browser timezone is fine there. release/2023.12 uses moment (no dayjs in its stack).",
  source="BUG-P-430", updated="2024-02-29")

E(101, "dtcSeverity 过滤器：两个项目共用 @ridgeline/domain/dtcSeverity",
  """
  门户的 `| dtcSeverity` 过滤器和店端 DtcBadge 各写了一份严重度判断，规则已经不一致（J1939 的 FMI 31 一个算 high 一个算 low）。
  迁移时统一改成 `@ridgeline/domain/dtcSeverity(code, spn?, fmi?)`，返回 'critical' | 'high' | 'medium' | 'low'；
  颜色映射由各自 UI 库决定（MUI Chip color / antd Tag color）。规则表由车队技术顾问维护，单测覆盖 OBD-II 与 J1939 样例。
  """,
  ALL, "filter", "verified", assets=["dtcSeverity", "DtcBadge"],
  cond="任何显示 DTC 严重度的地方。",
  counter="DtcBanner 只在 critical 时显示，是否显示不应由颜色映射决定。",
  source="PR ridgeline-portal#822 / ridgeline-shop#1405", updated="2024-03-01")

# ==========================================================================
# ridgeline-portal: style / build / i18n
# ==========================================================================
E(102, "Element theme-chalk SCSS variables → antd 5 ConfigProvider theme tokens",
  """
  `element-variables.scss` ($--color-primary: #0B5FA5, $--border-radius-base: 4px, $--font-size-base: 14px)
  → `theme={{ token: { colorPrimary: '#0B5FA5', borderRadius: 4, fontSize: 14 }, components: { Table: { headerBg: '#f5f7fa' } } }}`
  in `_app.tsx`. Component-level tokens replace most `.el-*` overrides. Dark sider: `Layout: { siderBg }` / Menu `theme="dark"`.
  """,
  PORTAL, "style", "verified", assets=["element-variables.scss"], branches=PORTAL_BR,
  applies={"antd": ">=5 <6"},
  cond="Portal theming on antd 5.",
  counter="antd 4 (release branch) uses less variables; no tokens.",
  source="PR ridgeline-portal#731", updated="2024-01-17")

E(103, "antd 5 in Next.js pages router: flash of unstyled content — extract CSS-in-JS in _document",
  """
  ## Symptom
  Every hard refresh of the portal shows unstyled antd components for 200-600 ms (giant icons,
  unstyled tables), then they snap into place. Lighthouse CLS 0.31.

  ## Cause
  antd 5 generates styles at runtime (CSS-in-JS via @ant-design/cssinjs). With the pages router,
  nothing collected those styles during SSR, so the HTML arrived without them.

  ## Fix
  ```tsx
  // pages/_document.tsx
  import { StyleProvider, createCache, extractStyle } from '@ant-design/cssinjs';
  import Document, { DocumentContext } from 'next/document';

  MyDocument.getInitialProps = async (ctx: DocumentContext) => {
    const cache = createCache();
    const originalRenderPage = ctx.renderPage;
    ctx.renderPage = () => originalRenderPage({
      enhanceApp: (App) => (props) => (
        <StyleProvider cache={cache}><App {...props} /></StyleProvider>
      ),
    });
    const initialProps = await Document.getInitialProps(ctx);
    const style = extractStyle(cache, true);
    return { ...initialProps, styles: (<>{initialProps.styles}<style dangerouslySetInnerHTML={{ __html: style }} /></>) };
  };
  ```
  - Keep `hashPriority="high"` default; we tried `low` (`:where`) and it lost to Element's leftover
    global CSS on pages that still load it during the strangler phase.
  - The ConfigProvider theme must be identical on server and client, or you get duplicate style tags
    and hydration warnings: build the theme from constants, not from `window.matchMedia`.

  ## Alternatives considered
  Static extraction at build time (`extractStyle` in a script, emitting `antd.min.css`) is faster
  but does not follow per-tenant theme colors; we need tenant branding, so SSR extraction wins.

  ## Verification
  - View source of `/fleet`: a `<style>` block with `:where(.css-dev-only-do-not-override-...)`
    in dev or hashed `.css-...` in prod, before the first antd markup.
  - Lighthouse CLS after the fix: 0.02. TTFB grew by ~8 ms per page (style extraction), accepted.
  - Pages that use `getStaticProps` get the styles too (`_document` runs at build time for them).

  ## Don't
  - Don't import `antd/dist/reset.css` as the "fix": it only resets base styles.
  - Don't wrap only some pages in StyleProvider.
  """,
  PORTAL, "style", "verified", assets=["_document", "ConfigProvider"], branches=PORTAL_BR,
  applies={"antd": ">=5 <6", "next": ">=13 <15"},
  cond="antd 5 with SSR in the Next.js pages router.",
  counter="antd 4 (release/2023.12) uses static less/CSS and has no cssinjs cache. The app router uses @ant-design/nextjs-registry instead; we are not on it.",
  source="PR ridgeline-portal#758 + perf review", updated="2024-02-06")

E(104, "Next.js 报错 Global CSS cannot be imported from files other than your Custom <App>",
  """
  现象：迁移组件时把 Vue 单文件组件的 `<style>` 抽成 `VehicleCard.css` 并在组件里 `import './VehicleCard.css'`，
  `next dev` 报错：“Global CSS cannot be imported from files other than your Custom <App>.”
  原因：pages router 只允许在 `pages/_app.tsx` 导入全局 CSS。
  处理：改名为 `VehicleCard.module.css`，`import styles from './VehicleCard.module.css'`，`className={styles.card}`；
  原来 scoped 的深度选择器 `::v-deep .el-card__body` 改为 `:global(.ant-card-body)` 写在 module 里，
  或者直接用 antd 的 `styles={{ body: {...} }}` / token。
  第三方库的 CSS（leaflet.css）仍然只能在 `_app.tsx` 导入。
  """,
  PORTAL, "style", "verified", assets=["scoped-styles", "VehicleCard"], branches=PORTAL_BR,
  applies={"next": ">=13 <15"},
  cond="门户把 Vue scoped 样式迁到 Next.js pages router。",
  counter="店端（Vite）没有这个限制，可以在组件里 import CSS。",
  source="PR ridgeline-portal#749（成都外包）", updated="2024-01-29")

E(105, "Portal i18n: vue-i18n 8 + Element locale → next-i18next + antd ConfigProvider locale",
  """
  `pages/*`: `export const getServerSideProps = async ({ locale }) => ({ props: { ...(await serverSideTranslations(locale, ['common', 'fleet'])) } })`;
  components `useTranslation('fleet')`. `next.config.js` i18n `{ locales: ['en-US', 'zh-CN'], defaultLocale: 'en-US' }`.
  Component library texts: `<ConfigProvider locale={locale === 'zh-CN' ? zhCN : enUS}>` from 'antd/locale/zh_CN'
  (Element used `ElementLocale.i18n`). Also set `dayjs.locale('zh-cn')` for date pickers (week starts Monday).
  """,
  PORTAL, "i18n", "verified", assets=["vue-i18n", "ElementLocale"], branches=PORTAL_BR,
  applies={"next-i18next": ">=14", "antd": ">=5 <6"},
  cond="Portal translations with next-i18next on antd 5.",
  counter="Shop (client SPA) uses plain react-i18next with lazy namespaces (exp-rl-0063).",
  source="PR ridgeline-portal#766", updated="2024-02-01")

E(106, "antd DatePicker 中文环境周一开始：别忘了 dayjs/locale/zh-cn",
  """
  现象：ConfigProvider 已经设置 zhCN，但日期面板仍然从周日开始，月份显示英文缩写。
  原因：antd 5 的日期面板依赖 dayjs 的 locale；只设置 antd locale 不够。
  处理：`import 'dayjs/locale/zh-cn'; dayjs.locale('zh-cn')`，在切换语言时同步调用；
  Element 版本里周一开始是 `picker-options.firstDayOfWeek: 1`，现在由 dayjs locale 决定。
  """,
  PORTAL, "i18n", "verified", assets=["el-date-picker", "ServiceDateRangePicker"], branches=PORTAL_BR,
  applies={"antd": ">=5 <6", "dayjs": ">=1.11"},
  cond="门户中文环境日期组件（antd 5）。",
  counter="antd 4 的 release 分支用 moment.locale('zh-cn')。",
  source="BUG-P-455（成都外包）", updated="2024-03-25")

E(107, "svg-sprite-loader icons → @svgr/webpack in next.config.js",
  """
  The Vue CLI app loaded `src/icons/svg/*.svg` with svg-sprite-loader and `require.context`, used as
  `<svg-icon icon-class="truck" />`. In Next: add @svgr/webpack for `*.svg?react`
  (keep Next's default asset handling for plain `.svg` imports), export components from `icons/index.ts`
  explicitly. Don't emulate require.context: it defeats tree shaking and breaks Turbopack (`next dev --turbo`).
  """,
  PORTAL, "build", "verified", assets=["svg-icon", "require.context"], branches=PORTAL_BR,
  applies={"next": ">=13 <15"},
  cond="Custom SVG icons in the portal.",
  counter="Shop (Vite) uses vite-plugin-svgr.",
  source="PR ridgeline-portal#738", updated="2024-01-23")

E(109, "Portal strangler routing: Nginx sends migrated routes to Next, the rest to the Vue app",
  """
  ## Why not islands in the portal
  The shop app hosts React islands inside Vue pages; the portal cannot, because its React side is a
  Next.js app with its own server, router and SSR. Instead we use route-level strangling:
  each URL is served by exactly one app.

  ## How it works
  - Nginx (ingress) config `portal-routes.conf` lists migrated path prefixes:
    ```nginx
    location ~ ^/(fleet|vehicles|reports/costs)(/|$) { proxy_pass http://portal-next; }
    location /_next/ { proxy_pass http://portal-next; }
    location / { proxy_pass http://portal-vue; }
    ```
  - Both apps read the same `rl_session` cookie (domain `.ridgeline.app`, httpOnly);
    the Vue app's `auth` Vuex module no longer stores the token.
  - Cross-app links are plain `<a href>` (full page load); inside Next, `next/link` only
    for routes Next owns. A helper `appHref(path)` decides by looking at the same route
    list (generated into both apps at build time from `migrated-routes.json`).
  - Shared layout: the header and sider are implemented twice during the transition
    (Element in Vue, antd in Next) from the same menu JSON, so they look the same.

  ## Rules for migrating a route
  1. The whole page moves, including its dialogs and mixins; no Vue inside Next.
  2. Add the prefix to `migrated-routes.json` in the same PR; Nginx config is generated.
  3. Deep links and query params must keep their format (bookmarks of fleet managers).
  4. Feature flag per tenant via a cookie `rl_next_routes` that the ingress reads,
     so we can roll back a route for one tenant.

  ## Gotchas
  - Element's global CSS must not be loaded in Next pages; antd's reset and Element's
    normalize fight over `body` margins.
  - Session expiry redirects: both apps must redirect to the same `/login` (owned by Next now).
  - Analytics page views double-counted when both apps had the tracker on route change;
    tracker now lives in the shared header component only.

  ## Don't
  - Don't try to mount Vue components inside Next pages (vuera etc.), see the deprecated note.
  - Don't migrate half a page.
  """,
  PORTAL, "build", "verified", assets=["portal-routes.conf", "migrated-routes.json"], branches=PORTAL_BR,
  applies={"next": ">=13 <15", "vue": ">=2.7 <3"},
  cond="Incremental portal migration, route by route.",
  counter="Shop app uses the ReactIsland bridge instead (exp-rl-0056).",
  source="FE-MIG design note 3", updated="2024-01-11")

E(110, "Render Vue 2 components inside React pages with vuera",
  """
  Tried in the portal to reuse Element UI widgets inside Next pages via vuera's VueWrapper.
  Deprecated: vuera is unmaintained, breaks with Vue 2.7's composition API and with SSR
  ("document is not defined"). Use strangler routing (exp-rl-0109).
  """,
  PORTAL, "build", "deprecated", assets=["vuera"],
  cond="(historic) mixed Vue/React rendering in the portal.",
  counter="Do not use.",
  source="spike FE-S-3", updated="2023-11-20")

E(111, "简单图表用 Recharts 代替 ECharts",
  """
  提议：门户里只有折线/柱状的小图（成本月报）改用 Recharts，减少 ECharts 的 bundle（~300 KB gzip 前）。
  待确认：与 FleetHealthChart 的视觉一致性、tooltip 格式、导出图片功能（ECharts 有 saveAsImage）。
  检查项：bundle 对比、SSR 是否可直接渲染、无障碍。
  """,
  PORTAL, "component", "candidate", assets=["CostTrendChart"], branches=["feat/*"],
  cond="门户的简单统计图。",
  counter="FleetHealthChart（大数据量、多系列）保留 ECharts。",
  source="feat/recharts-spike 记录", updated="2024-05-27")

E(112, "Move portal auth to NextAuth.js",
  """
  Proposal: replace the hand-written `rl_session` cookie handling with NextAuth (credentials +
  the customer SSO providers). Open questions: the Vue half of the portal must still read the
  session during the strangler phase; NextAuth's JWT cookie format is not readable there.
  Needs architecture review (ARCH-12).
  """,
  PORTAL, "plugin", "review_required", assets=["auth"], branches=PORTAL_BR,
  applies={"next": ">=13 <15"},
  cond="Portal authentication rework.",
  counter="Not while Vue routes still exist.",
  source="ARCH-12 draft", updated="2024-05-29")

# ==========================================================================
# more: directives on portal, team-wide component patterns, non-verified
# ==========================================================================
E(34, "v-can on el-table-column does nothing in antd: filter the columns array",
  """
  In the Vue portal `<el-table-column v-can="'cost:view'" prop="laborCost">` removed the column.
  antd Table takes a `columns` array, so there is no element to wrap with <Can>.
  Fix: `const columns = useMemo(() => allColumns.filter((c) => !c.perm || can(c.perm)), [can])`
  with `perm` as an extra field on our column type. Same for antd Descriptions `items` and Menu `items`.
  Don't: render `null` from the column's `render`; the header and empty column stay.
  """,
  PORTAL, "directive", "verified", assets=["v-can", "VehicleTable"], branches=PORTAL_BR,
  applies={"antd": ">=5 <6"},
  cond="Permission-dependent columns/items in antd 5 components.",
  counter="For buttons and sections the <Can> component from exp-rl-0028 is right.",
  source="PR ridgeline-portal#795", updated="2024-02-17")

E(35, "v-debounce-click 防重复提交：改为 Button loading",
  """
  门户的 v-debounce-click（1 秒内只触发一次）用于“派工”“关闭工单”按钮。
  想法：React 里不做防抖，直接用 mutation 的 `isLoading` 绑定 antd Button 的 `loading`，请求期间按钮不可点；
  后端加幂等键。还没在所有按钮上验证（有些按钮触发的是两个请求的组合）。
  检查项：1）组合请求的按钮要用一个 async 函数包起来再看状态；2）表单提交按钮用 Form 的 `htmlType="submit"` 是否重复触发。
  """,
  PORTAL, "directive", "candidate", assets=["v-debounce-click"], branches=PORTAL_BR,
  applies={"antd": ">=5 <6"},
  cond="门户提交类按钮。",
  counter="搜索框输入防抖不是这个场景（用 debounce hook）。",
  source="成都外包周会记录 2024-05", updated="2024-05-22")

E(91, "v-model on Vuex state (computed get/set) → antd Form local state, dispatch on submit",
  """
  Portal forms bound inputs straight to Vuex via computed setters
  (`get() { return this.$store.state.settings.fleet.name }, set(v) { this.$store.commit('setFleetName', v) }`).
  Porting that 1:1 (dispatch per keystroke) re-rendered the whole settings page on every key.
  Fix: antd `<Form initialValues={fleetSettings} onFinish={(v) => updateFleetSettings(v)}>`; the form owns
  draft values, RTK Query mutation saves, the query refetch updates the store. Dirty check via `Form.useWatch` + `isFieldsTouched()`.
  """,
  PORTAL, "store", "verified", assets=["FleetSettingsForm", "v-model"], branches=PORTAL_BR,
  applies={"antd": ">=5 <6", "@reduxjs/toolkit": ">=2 <3"},
  cond="Portal forms bound to Vuex state.",
  counter="Global UI toggles (sider collapsed) can still dispatch directly.",
  source="PR ridgeline-portal#832", updated="2024-03-09")

E(108, "每个资产迁移的完成标准（DoD）",
  """
  一个资产（组件/指令/store……）算迁移完成，需要同时满足：
  1. 对照截图：Vue 与 React 版本在 1280×800 平板和 1440 桌面各一张，PR 里附上；
  2. 所有文案走 i18n key，没有硬编码中文或英文；zh-CN 和 en-US 都检查过；
  3. 权限：v-can / v-can-edit 的位置在 React 版本有对应（Can / useCanEdit），列出清单；
  4. 测试：单测覆盖原组件的 props/emit 行为，e2e 选择器不变；
  5. 旧 Vue 资产标记 `@deprecated` 并在 `migration-status.json` 里更新状态；
  6. 店端额外：4k 行性能基准（列表类组件）、离线场景手测。
  """,
  ALL, "other", "verified", assets=["migration-status.json"],
  cond="两个项目所有资产迁移 PR。",
  counter="纯重构（不涉及 Vue → React）的 PR 不需要截图对照。",
  source="FE-MIG 流程文档", updated="2024-02-03")

E(114, "WorkOrderGrid CSV export with a hand-written Blob builder",
  """
  First export implementation: build CSV strings manually from the rows array and
  download via `URL.createObjectURL(new Blob([csv]))`. Deprecated: escaping bugs with commas
  in complaint texts, no BOM, ignored column visibility. Use DataGrid's export (exp-rl-0003).
  """,
  SHOP, "component", "deprecated", assets=["WorkOrderGrid"], branches=SHOP_BR,
  cond="(historic)", counter="Do not use.",
  source="PR ridgeline-shop#1350", updated="2024-01-26")

E(115, "TelematicsAlertFeed: poll /api/alerts every 10 s instead of using the socket",
  """
  Stop-gap during INC-2024-019: the shop feed polled every 10 s with `refetchInterval: 10_000`.
  Deprecated after the socket singleton fix; polling 300 tablets every 10 s overloaded the alerts API.
  """,
  SHOP, "component", "deprecated", assets=["TelematicsAlertFeed"], branches=SHOP_BR,
  applies={"@tanstack/react-query": ">=5 <6"},
  cond="(historic) shop alert feed.", counter="Do not use; see exp-rl-0021/0022.",
  source="INC-2024-019 mitigation", updated="2024-04-01")

E(116, "DtcBanner driven by a global AlertBus instead of the alerts query",
  """
  Candidate: a tiny event bus (`alertBus.emit('dtc:critical', a)`) so DtcBanner can show on any page,
  not only truck detail. Checklist: what happens to dismissals across pages, duplicate banners when two
  trucks have critical DTCs, interplay with the alerts cache (source of truth).
  """,
  SHOP, "component", "candidate", assets=["DtcBanner"], branches=SHOP_BR,
  cond="If product wants the banner app-wide.",
  counter="Truck detail page behaviour is covered by exp-rl-0024.",
  source="product discussion PD-77", updated="2024-05-12")

E(120, "useOfflineSync: replace our sync queue with Workbox Background Sync",
  """
  Proposal: let the service worker replay failed PATCH requests (workbox-background-sync) instead
  of the draft-store queue. Concerns: 412 conflict handling needs UI, which a service worker cannot show;
  iOS Safari does not support the Background Sync API. Needs review by the offline working group.
  """,
  SHOP, "plugin", "review_required", assets=["useOfflineSync", "useDraftStore"], branches=SHOP_BR,
  applies={"vite": ">=5"},
  cond="Shop offline synchronisation.",
  counter="iPads (no Background Sync).",
  source="offline WG notes 2024-05", updated="2024-05-25")

E(121, "VehicleTable: antd Table virtual prop for 5k+ rows",
  """
  antd >= 5.9 supports `<Table virtual scroll={{ x: 1400, y: 600 }} />`. In VehicleTable it works for
  flat rows; with the expandable service-history rows and the fixed right column we saw misaligned
  rows after expanding. Needs review: either drop expandable rows in virtual mode or wait for a fix.
  Until then keep server-side pagination (paginationMixin note).
  """,
  PORTAL, "component", "review_required", assets=["VehicleTable"], branches=PORTAL_BR,
  applies={"antd": ">=5.9 <6"},
  cond="Very large vehicle lists in the portal.",
  counter="Tables with expandable rows + fixed columns.",
  source="PR ridgeline-portal#889 (draft)", updated="2024-05-31")

E(122, "acme 分支引入 MUI 5 与 MUI 4 共存",
  """
  提议：acme 客户要新的检查表界面，考虑在 acme 分支同时安装 @mui/material 5 和 @material-ui/core 4，
  新页面用 MUI 5。风险：React 17 下 MUI 5 可以跑，但两个 ThemeProvider、两套 CSS 注入顺序（JSS 与 emotion）
  会互相覆盖；bundle 增加约 120 KB。需要架构评审后再做。
  """,
  SHOP, "style", "review_required", assets=["ThemeProvider", "InspectionChecklist"], branches=["customer/acme"],
  applies={"@material-ui/core": "^4", "react": "^17"},
  cond="acme 分支的新页面。",
  counter="main 分支（只有 MUI 5）。",
  source="ARCH-15 草稿", updated="2024-06-04")

E(123, "v-can: refresh permissions when roles change mid-shift",
  """
  Proposal: when a shop lead changes a technician's role, the tablet keeps old permissions until re-login.
  Idea: subscribe to `perm:changed` and re-fetch `/api/me/permissions`; <Can> re-renders from the auth store.
  Needs security review: should removed permissions also kill in-progress edits (v-can-edit forms)?
  """,
  ALL, "directive", "review_required", assets=["v-can", "v-can-edit"],
  cond="Permission changes during an active session.",
  counter="Portal sessions are short; not urgent there.",
  source="SEC-91 draft", updated="2024-05-30")

E(124, "灰度开关：每个迁移资产按车间（shop）开关，出问题单独回滚",
  """
  团队里说的“灰度”“双跑”就是这个机制：每个迁移完成的资产在 `feature-flags.json` 里有一个开关
  （如 `wo_grid_react`、`dvir_react`），按车间 ID 开启；Vue 版本在开关关闭时继续渲染。
  规则：
  - 新资产先开 Chengdu QA 车间和 Denver 试点车间，跑满一周再全量；
  - 开关由 ReactIsland 外层判断，React 组件内部不读开关；
  - 回滚只改开关，不回滚代码（INC-2024-014 就是这样 20 分钟内止血的）；
  - 资产全量两周后删除 Vue 版本和开关，更新 migration-status.json。
  """,
  SHOP, "other", "verified", assets=["feature-flags.json", "ReactIsland"], branches=SHOP_BR,
  cond="店端所有迁移资产的上线方式。",
  counter="门户按路由灰度（租户 cookie rl_next_routes），不是按车间开关，见 exp-rl-0109。",
  source="FE-MIG 发布流程", updated="2024-03-25")

E(125, "WorkOrderGrid inline edit of labor hours: processRowUpdate must return the row",
  """
  Symptom: after editing labor hours in WorkOrderGrid the cell reverts, console shows
  "MUI: A call to `processRowUpdate` threw an error which was not handled because `onProcessRowUpdateError` is missing."
  Cause: the port passed the mutation's promise result (void) / threw on validation.
  Fix: `processRowUpdate={async (newRow, oldRow) => { await updateLabor.mutateAsync({ id: newRow.id, hours: newRow.laborHours }); return newRow; }}`
  plus `onProcessRowUpdateError={(e) => notify(e.message, 'error')}`; column `editable: true, type: 'number'`,
  `preProcessEditCellProps` for the 0-24 h validation. `isCellEditable` uses useCanEdit rules (closed WOs read-only).
  """,
  SHOP, "component", "verified", assets=["WorkOrderGrid"], branches=SHOP_BR,
  applies={"@mui/x-data-grid": ">=6 <7"},
  cond="Inline editing in the DataGrid WorkOrderGrid (v6).",
  counter="WorkOrderGridLite is read-only. Offline edits go through the draft store, not the grid mutation.",
  source="PR ridgeline-shop#1508", updated="2024-05-03")

E(127, "v-model on custom components → value/onChange props (controlled)",
  """
  Vue 3 `v-model` on our own components (`modelValue` + `update:modelValue`), and named models
  (`v-model:hours`) → controlled props `value`/`onChange` and `hours`/`onHoursChange`.
  Vue 2.7 (portal) `value` + `input` event maps the same way; `.sync` modifiers
  (`:visible.sync`) → `open` + `onOpenChange`. Keep names aligned with the UI library
  (MUI: `value/onChange`, antd: `value/onChange`, `open/onOpenChange`) so components fit Form.Item / Controller.
  Don't: keep internal state copies of the value (`useState(props.value)`), it drifts.
  """,
  ALL, "component", "verified", assets=["v-model", "modelValue"],
  cond="Any custom input-like component in either app.",
  counter="Uncontrolled file inputs (PhotoCapture) expose onChange only.",
  source="FE guild wiki: components", updated="2024-01-09")

E(128, "Slots and scoped slots → children and render props",
  """
  Default slot → `children`; named slots (`<template #actions>`) → props (`actions={<Button/>}`);
  scoped slots (`<template #cell="{ row }">`) → render functions (`renderCell={(row) => ...}`).
  Check `$slots.footer` existence → `footer != null`. Element `el-table-column` scoped slots become antd
  column `render`; Quasar QTable `body-cell-*` slots become DataGrid `renderCell`.
  """,
  ALL, "component", "verified", assets=["slots"],
  cond="Components with slots in either app.",
  counter="Dynamic slot names built from data should become a map prop, not many props.",
  source="FE guild wiki: components", updated="2024-01-09")

E(129, "provide/inject → React context with a typed hook",
  """
  `provide('inspectionCtx', ...)` / `inject('inspectionCtx')` → `const InspectionCtx = createContext<Ctx | null>(null)`
  and `useInspectionCtx()` that throws when used outside the provider. Memoize the context value
  (`useMemo`) or every consumer re-renders with the provider. For state read by many components prefer a
  zustand store (shop) or Redux (portal) over context.
  """,
  ALL, "component", "verified", assets=["provide/inject"],
  applies={"react": ">=17"},
  cond="provide/inject in either app.",
  counter="Do not use context for high-frequency values (scroll position, live telematics).",
  source="FE guild wiki: components", updated="2024-01-09")

E(130, "店端列表页滚动位置恢复：ScrollRestoration",
  """
  工单列表 → 详情 → 返回，Vue 版用 keep-alive 保留了滚动位置。React 端用 react-router 6.4+ data router 的
  `<ScrollRestoration getKey={(loc) => loc.pathname} />`；但 WorkOrderGrid 是 DataGrid 内部滚动，
  ScrollRestoration 管不到，需要在离开时保存 `apiRef.current.getScrollPosition()`，返回时
  `apiRef.current.scroll(pos)`（放在 `onStateChange` 首次 rows 渲染之后）。
  """,
  SHOP, "router", "verified", assets=["keep-alive", "WorkOrderGrid"], branches=SHOP_BR,
  applies={"react-router-dom": ">=6.4 <7", "@mui/x-data-grid": ">=6 <7"},
  cond="店端列表页返回时保持滚动位置。",
  counter="门户没有 react-router，见 exp-rl-0095（待评审）。",
  source="PR ridgeline-shop#1517（成都外包）", updated="2024-05-13")

E(131, "WorkOrderGrid 行密度切换（紧凑/标准）与 rowHeight 的关系",
  """
  技师要求在平板上切换“紧凑/标准”两种密度。Vue 版是 QTable 的 `dense` 属性。
  DataGrid：用 `density` 属性（'compact' | 'standard' | 'comfortable'），密度存在 useWorkOrderUiStore；
  注意 `rowHeight` 是 standard 下的基准，compact 时 DataGrid 会按系数缩小（约 0.7），不要再手动改 rowHeight，
  否则两个因素叠加行高变成 36px 以下，手指点不准。工具栏用 `GridToolbarDensitySelector`，
  但它的菜单文字要通过 `localeText` 翻译（zhCN 来自 `@mui/x-data-grid/locales`）。
  """,
  SHOP, "component", "verified", assets=["WorkOrderGrid", "useWorkOrderUiStore"], branches=SHOP_BR,
  applies={"@mui/x-data-grid": ">=6 <7"},
  cond="WorkOrderGrid 密度切换（DataGrid v6）。",
  counter="WorkOrderGridLite 固定 small 尺寸，不提供密度切换。",
  source="PR ridgeline-shop#1472（成都外包）", updated="2024-04-10")

E(132, "usePartsCacheStore 增量同步：/api/parts/delta 与 syncedAt",
  """
  离线零件目录不整包下载：启动和每 30 分钟调用 `GET /api/parts/delta?since=${syncedAt}`，
  返回 `{ upserts, deletes, serverTime }`；合并进 catalogue 后把 `syncedAt` 设为 `serverTime`（不要用平板本地时间）。
  返回 `410 Gone`（since 太旧，服务端只保留 14 天变更）时清空并整包拉取 `/api/parts/snapshot`。
  合并在 zustand action 里一次 `set`，避免 18k 条逐条 set 导致 PartPicker 卡顿。
  """,
  SHOP, "store", "verified", assets=["usePartsCacheStore"],
  applies={"zustand": ">=4 <5"},
  cond="离线零件目录同步，所有店端分支。",
  counter="在线库存数量（usePartsStore）不走增量同步，由 TanStack Query 正常刷新。",
  source="PR ridgeline-shop#1486（成都外包）", updated="2024-04-07")

E(133, "FleetHealthChart 配色跟随 antd 主题 token",
  """
  ECharts 默认调色板与 antd 主题不一致，车队经理反馈“图表和表格的状态颜色对不上”。
  处理：`const { token } = theme.useToken()`，option 里 `color: [token.colorPrimary, token.colorWarning, token.colorError, ...]`；
  租户自定义主色时图表也跟着变。注意 token 变化时要 `notMerge` 重新 setOption。
  不要用 `echarts.registerTheme` 注册全局主题：多租户切换时会串色。
  """,
  PORTAL, "component", "verified", assets=["FleetHealthChart"], branches=PORTAL_BR,
  applies={"antd": ">=5 <6", "echarts": "^5"},
  cond="门户 ECharts 图表颜色（antd 5 token）。",
  counter="antd 4 release 分支没有 theme.useToken。",
  source="PR ridgeline-portal#872（成都外包）", updated="2024-04-12")

E(134, "被禁用的按钮外面包 Tooltip 报警告：You are providing a disabled `button` child",
  """
  现象：按 v-can-edit 规则禁用的“保存”按钮外面有说明用的 Tooltip，控制台报
  “MUI: You are providing a disabled `button` child to the Tooltip component. A disabled element does not fire events.”
  并且 Tooltip 不显示。
  原因：disabled 的 button 不触发 mouseenter。
  处理：`<Tooltip title={t('wo.readonlyReason')}><span><Button disabled>保存</Button></span></Tooltip>`，
  span 加 `style={{ display: 'inline-block' }}`。只读原因文案来自 useCanEdit 返回的 `reason`。
  """,
  SHOP, "component", "verified", assets=["v-can-edit", "WorkOrderForm"], branches=SHOP_BR,
  applies={"@mui/material": ">=5 <6"},
  cond="店端禁用按钮 + 提示（MUI 5）。",
  counter="用 <Can> 隐藏掉的按钮不需要 Tooltip。",
  source="BUG-2361（成都外包）", updated="2024-05-09")

E(135, "el-form 的 label-width / inline → antd Form 的 labelCol 与 layout",
  """
  Element：`<el-form label-width="120px" label-position="right" inline>`。
  antd 5：`<Form labelCol={{ flex: '120px' }} wrapperCol={{ flex: 1 }} labelAlign="right" layout="inline">`；
  中文标签较长时用 `labelWrap`，英文环境下标签宽度按 140px。
  `el-form-item` 的 `prop` 对应 `Form.Item name`，嵌套字段 `prop="address.city"` → `name={['address', 'city']}`（不要写成字符串路径）。
  """,
  PORTAL, "component", "verified", assets=["el-form", "VehicleForm"], branches=PORTAL_BR,
  applies={"antd": ">=5 <6"},
  cond="门户表单布局迁移（antd 5）。",
  counter="antd 4 的 labelWrap 不存在（4.18 之前），release 分支注意。",
  source="PR ridgeline-portal#776（成都外包）", updated="2024-02-07")

E(136, "vue-i18n 文案里的 @ 和 | 转义：迁到 i18next 后要还原",
  """
  vue-i18n 9 里 `@` 和 `|` 是特殊字符，邮箱、“A | B” 这类文案写成了 `support{'@'}ridgeline.app`、`{'|'}`。
  转换脚本迁到 i18next 时要还原为普通字符，否则页面上直接显示 `{'@'}`。
  另外 vue-i18n 的 `{'{'}` 在 i18next 里不需要转义（i18next 只识别 `{{ }}`）。
  `convert-locales.mjs --unescape` 会处理这三种情况，并输出无法自动处理的 key 清单。
  """,
  ALL, "i18n", "verified", assets=["vue-i18n", "convert-locales.mjs"],
  applies={"i18next": ">=21"},
  cond="两个项目语言包从 vue-i18n 迁到 i18next。",
  counter="门户的 vue-i18n 8 没有 `{'@'}` 写法（8 版本的转义规则不同），门户文件基本不受影响。",
  source="PR ridgeline-shop#1399（成都外包）", updated="2024-02-21")

E(137, "门户 Jest：antd/es 报 SyntaxError: Cannot use import statement outside a module",
  """
  现象：组件单测运行报 “SyntaxError: Cannot use import statement outside a module”，堆栈指向
  `node_modules/rc-util/es/...` 或 `@ant-design/icons/es/...`。
  原因：next/jest 默认不转译 node_modules，部分 antd 依赖只提供 ESM。
  处理：在 `jest.config.js` 里用 next/jest 生成配置后覆盖
  `transformIgnorePatterns: ['/node_modules/(?!(antd|@ant-design|rc-[a-z-]+|@babel/runtime)/)']`；
  CSS module 由 next/jest 自动 mock；`window.matchMedia` 需要在 `jest.setup.ts` 里 polyfill（antd 响应式栅格用到）。
  """,
  PORTAL, "test", "verified", assets=["jest.config.js"], branches=PORTAL_BR,
  applies={"jest": ">=29", "antd": ">=5 <6"},
  cond="门户组件单测（Jest 29 + antd 5）。",
  counter="店端用 Vitest（原生 ESM），不需要 transformIgnorePatterns。",
  source="PR ridgeline-portal#764（成都外包）", updated="2024-01-30")

# ==========================================================================
# queries
# ==========================================================================
QUERIES = []
R, F, N = "reusable", "reference_only", "not_applicable"


def C(project, branch, stack, asset=None, asset_type=None):
    ctx = {"project": project, "branch": branch, "stack": dict(stack)}
    if asset is not None:
        ctx["asset"] = asset
    if asset_type is not None:
        ctx["asset_type"] = asset_type
    return ctx


def Q(n, lang, category, want, query, ctx, labels):
    QUERIES.append({
        "id": "q-rl-%03d" % n, "query": query, "context": ctx,
        "labels": {"exp-rl-%04d" % k: v for k, v in labels.items()},
        "_want": want, "_lang": lang, "category": category,
    })


SM = lambda asset=None, t=None, br="main": C(SHOP, br, SHOP_MAIN, asset, t)
PM = lambda asset=None, t=None, br="main": C(PORTAL, br, PORTAL_MAIN, asset, t)

# ---- identifier ----------------------------------------------------------
Q(1, "en", "identifier", "inject",
  "How should usePartsCacheStore be ported: zustand persist or TanStack Query with a persister?",
  SM("usePartsCacheStore", "store", "feat/parts-offline"), {11: R, 132: F, 10: N})
Q(2, "mixed", "identifier", "inject",
  "v-can-edit 在工单表单里迁到 React 以后应该怎么写？is there a hook or do we disable each field by hand",
  SM("v-can-edit", "directive"), {29: R, 30: R, 134: F, 28: N})
Q(3, "zh", "identifier", "inject",
  "DtcBanner 迁移成 React 用什么组件？用户关闭之后什么时候再显示？",
  SM("DtcBanner", "component"), {24: R, 25: F, 116: F, 23: N})
Q(4, "en", "identifier", "inject",
  "Porting WorkOrderGridLite in the truck drawer: should it reuse the DataGrid setup from WorkOrderGrid?",
  SM("WorkOrderGridLite", "component", "feat/truck-drawer-react"), {6: R, 1: N, 2: N})
Q(5, "en", "identifier", "inject",
  "fleetFilterMixin to a hook: what replaces its watch on $route.query in the Next.js pages router?",
  PM("fleetFilterMixin", "mixin", "feat/vehicles-list"), {96: R, 94: R})
Q(6, "zh", "identifier", "inject",
  "paginationMixin 迁到 antd Table 怎么改？页码要不要从 0 开始换算？",
  PM("paginationMixin", "mixin"), {97: R, 96: F})
Q(7, "en", "identifier", "inject",
  "TelematicsAlertFeed in the shop app: where do the socket.io alert events go now that the Pinia store is gone?",
  SM("TelematicsAlertFeed", "component"), {21: R, 22: R, 115: N, 89: N})
Q(8, "zh", "identifier", "reference",
  "useAuthStore 迁到 zustand 时，JWT 还要继续存在 localStorage 里吗？",
  SM("useAuthStore", "store"), {20: R})

# ---- synonym ------------------------------------------------------------
Q(9, "en", "synonym", "inject",
  "The technicians' job list crawls when they scroll through a few thousand jobs on the tablet. How did we get the big list to only draw the rows on screen?",
  SM(), {1: R, 9: R, 8: N, 6: N, 5: N})
Q(10, "en", "synonym", "inject",
  "Spreadsheet downloaded from the shop's job list shows garbage instead of Chinese technician names when opened in Office",
  SM("WorkOrderGrid"), {3: R, 98: N, 114: N})
Q(11, "zh", "synonym", "inject",
  "共用平板上每个技师自己调的表格列顺序和列宽，换班登录后要能恢复，React 版本怎么存？",
  C(SHOP, "release/2024.05", SHOP_REL, "WorkOrderGrid", "component"), {2: R, 6: N, 5: N})
Q(12, "zh", "synonym", "inject",
  "技师在平板上签完字，一转屏幕签名就没了",
  SM(), {41: R, 42: F})
Q(13, "mixed", "synonym", "inject",
  "零件搜索框里用扫码枪，React 版本偶尔会 drop characters from the scanned code，怎么处理？",
  SM("PartPicker", "component"), {32: R, 48: F, 118: N})
Q(14, "zh", "synonym", "inject",
  "车队经理看的全车队地图，每次刷新车辆位置浏览器就卡好几秒",
  PM(), {74: R, 119: N})
Q(15, "en", "synonym", "inject",
  "Success toasts on the ported portal pages show English text and the default blue instead of the tenant's brand color, although ConfigProvider is set",
  PM(None, "plugin"), {80: R})
Q(16, "mixed", "synonym", "reference",
  "平板离线查零件的时候，should the lookup tolerate typos like 'brak pad'？",
  SM("PartPicker", "component"), {117: R, 48: F})

# ---- jargon -------------------------------------------------------------
Q(17, "en", "jargon", "inject",
  "Can I drop a React island into the Quasar inspection page before the whole page is ported? One QueryClient per island or shared?",
  SM("ReactIsland", "build"), {56: R, 124: F, 57: N})
Q(18, "zh", "jargon", "inject",
  "灰度期间新版 DVIR 在某个车间出问题了，怎么回滚？要回滚代码吗？",
  SM(None, "other"), {124: R})
Q(19, "en", "jargon", "inject",
  "Strangler phase: links in the portal header between Next routes and not-yet-migrated Vue routes, next/link or plain anchors?",
  PM(None, "build"), {109: R, 110: N})
Q(20, "en", "jargon", "inject",
  "The red banner on truck detail doesn't stick to the top on iPads anymore after the React port",
  SM("DtcBanner"), {25: R, 24: F})
Q(21, "mixed", "jargon", "inject",
  "DVIR 的 checklist 切 tab 再回来答案就没了，以前靠 keep-alive，在 React 里要怎么 handle？",
  SM("InspectionChecklist", "component"), {42: R, 43: F, 44: N})
Q(22, "en", "jargon", "inject",
  "Cherry-picking the TruckSelector fix from main onto the acme fork, anything to watch out for?",
  C(SHOP, "customer/acme", ACME, "TruckSelector", "component"), {47: R, 46: N})
Q(23, "en", "jargon", "reference",
  "If a shop lead changes someone's role mid-shift, should the perm directive pick it up without a re-login?",
  SM("v-can", "directive"), {123: R, 28: F})

# ---- version_gate ------------------------------------------------------
Q(24, "mixed", "version_gate", "inject",
  "release/2024.05 上把 storeToRefs 换成 zustand selector，import useShallow from zustand/react/shallow fails，怎么办？",
  C(SHOP, "release/2024.05", SHOP_REL, "useWorkOrderUiStore", "store"), {14: R, 13: N, 9: N})
Q(25, "en", "version_gate", "inject",
  "Styling the DtcBadge severity chip on the customer/acme fork: which colors can the Chip take?",
  C(SHOP, "customer/acme", ACME, "DtcBadge", "component"), {27: R, 23: N, 50: F})
Q(26, "zh", "version_gate", "inject",
  "门户 release/2023.12 热修复：服务日期范围选择器要传 dayjs 还是 moment？",
  C(PORTAL, "release/2023.12", PORTAL_OLD, "ServiceDateRangePicker", "component"), {78: R, 77: N, 106: N})
Q(27, "en", "version_gate", "reference",
  "WorkOrderGrid virtualization settings on feat/grid-v7 (MUI X 7.3): what replaces columnBuffer and how big should rowHeight be?",
  C(SHOP, "feat/grid-v7", SHOP_GRID7, "WorkOrderGrid", "component"), {5: R, 1: N, 9: N, 8: N})
Q(28, "mixed", "version_gate", "abstain",
  "customer/acme 上离线启动时 mutation 会直接发出去失败，is the onlineManager boot fix needed on TanStack Query 4？",
  C(SHOP, "customer/acme", ACME, "useOfflineSync", "plugin"), {36: N})
Q(29, "en", "version_gate", "reference",
  "Leave-page 'unsaved draft' guard for WorkOrderEditPage on release/2024.05: can I use useBlocker there?",
  C(SHOP, "release/2024.05", SHOP_REL, "beforeRouteLeave", "router"), {64: N, 38: F})
Q(30, "zh", "version_gate", "abstain",
  "门户 release/2023.12 分支上 $message / $confirm 的调用怎么迁？也要包 App 组件用 App.useApp 吗？",
  C(PORTAL, "release/2023.12", PORTAL_OLD, "$message", "plugin"), {80: N})
Q(31, "en", "version_gate", "inject",
  "Porting the alerts Vuex module that resets on logout from the auth module: how do I write the cross-slice reducer on main?",
  PM("store/modules/alerts", "store"), {85: R, 86: N, 84: F})

# ---- status_gate --------------------------------------------------------
Q(32, "en", "status_gate", "reference",
  "Can I render InspectionChecklist straight from the JSON template with rjsf on my feature branch?",
  SM("InspectionChecklist", "component", "feat/rjsf-checklist"), {44: R, 42: F})
Q(33, "zh", "status_gate", "reference",
  "门户 VehicleTable 有的租户 8000 多辆车，可以直接打开 antd Table 的 virtual 虚拟滚动吗？",
  PM("VehicleTable", "component"), {121: R, 97: F})
Q(34, "zh", "status_gate", "reference",
  "门户的登录鉴权要不要趁迁移换成 NextAuth？",
  PM("auth", "plugin"), {112: R, 92: F})
Q(35, "mixed", "status_gate", "reference",
  "VehicleList 从详情页 back 回来要保持 scroll position 和展开的行，Next 没有 keep-alive 怎么办？",
  PM("VehicleList", "router"), {95: R, 130: N})
Q(36, "en", "status_gate", "inject",
  "Can the portal keep rendering a few Element UI widgets inside Next pages with vuera while we migrate?",
  PM("vuera", "build"), {110: N, 109: R})
Q(37, "en", "status_gate", "abstain",
  "We have an old note about react-window FixedSizeList for WorkOrderGrid; is that the way to virtualize it on the acme fork?",
  C(SHOP, "customer/acme", ACME, "WorkOrderGrid", "component"), {8: N, 1: N})
Q(38, "en", "status_gate", "abstain",
  "The acme customer now wants an alert list in their fork: is polling /api/alerts every 10 seconds, like the old shop stop-gap, the accepted approach?",
  C(SHOP, "customer/acme", ACME, "TelematicsAlertFeed", "component"), {115: N, 21: N, 22: N})

# ---- scope_gate ---------------------------------------------------------
Q(39, "en", "scope_gate", "abstain",
  "v-click-outside on the custom filter panel in the portal: what's the replacement now that we're on antd?",
  PM("v-click-outside", "directive"), {33: N})
Q(40, "en", "scope_gate", "inject",
  "Portal still uses Vue 2 global filters like | odometer and | currency: hook or plain functions in React?",
  PM("odometer", "filter"), {99: R, 101: F})
Q(41, "zh", "scope_gate", "inject",
  "门户里用 v-can 包着按钮的地方，React 里怎么写？",
  PM("v-can", "directive"), {28: R, 34: F, 29: N})
Q(42, "en", "scope_gate", "abstain",
  "Portal fleet settings form: keep an offline draft if the fleet manager loses connection mid-edit?",
  PM("FleetSettingsForm", "component"), {17: N, 91: N})
Q(43, "mixed", "scope_gate", "inject",
  "把 main 上的 parts API 单测 backport 到 release/2024.05，handlers use http.get and HttpResponse，跑不起来",
  C(SHOP, "release/2024.05", SHOP_REL, "msw", "test"), {68: R, 67: N})
Q(44, "en", "scope_gate", "reference",
  "On feat/webhid-scan: reading the Zebra scanners over WebHID instead of keyboard wedge, what do we know?",
  SM("v-scan", "directive", "feat/webhid-scan"), {118: R, 32: F})
Q(45, "zh", "scope_gate", "reference",
  "feat/cost-report 分支上成本月报的小折线图想用 Recharts 替代 ECharts，可以吗？",
  PM("CostTrendChart", "component", "feat/cost-report"), {111: R, 71: F})
Q(46, "en", "scope_gate", "inject",
  "Portal: a migrated route breaks for one tenant only. Can we roll that route back for just that tenant?",
  PM(None, "build"), {109: R, 124: N})

# ---- missing ------------------------------------------------------------
Q(47, "zh", "missing", "abstain",
  "WorkOrderGrid 的打印视图（A4 工单单据）迁到 React 后版式怎么做？",
  SM("WorkOrderGrid", "component"), {1: N})
Q(48, "zh", "missing", "abstain",
  "VehicleMap 迁移后电子围栏（geofence）绘制和编辑用什么库？",
  PM("VehicleMap", "component"), {74: N})
Q(49, "en", "missing", "abstain",
  "How do we port Quasar's QPullToRefresh on the WO list to React?",
  SM("WorkOrderList", "component"), {39: N})
Q(50, "en", "missing", "abstain",
  "usePartsStore also sends low-stock reorder emails through an action; where does that logic go after the port?",
  SM("usePartsStore", "store"), {10: N})
Q(51, "zh", "missing", "abstain",
  "门户的 ECharts 中国省份热力图（各省车辆分布）迁移要注意什么？地图 JSON 怎么注册？",
  PM("FleetRegionMap", "component"), {71: N, 72: N})
Q(52, "mixed", "missing", "abstain",
  "TelematicsAlertFeed 要支持后台 push notification，React 里 service worker 的 subscription 怎么做？",
  SM("TelematicsAlertFeed", "component"), {58: N, 21: N})
Q(53, "en", "missing", "abstain",
  "DtcBadge: how do we decode manufacturer-specific DTC descriptions for Cummins and Detroit engines?",
  SM("DtcBadge", "component"), {23: N, 101: N})
Q(54, "en", "missing", "abstain",
  "Moving the portal to the Next.js 14 app router: how do layouts replace _app and _document?",
  PM(None, "router"), {103: N, 93: N})
Q(86, "en", "missing", "abstain",
  "How do we migrate the technician shift scheduler that uses Quasar QCalendar?",
  SM("ShiftScheduler", "component"), {})
Q(87, "zh", "missing", "abstain",
  "WorkOrderGrid 要支持拖拽行调整工单优先级，DataGrid 里怎么做？",
  SM("WorkOrderGrid", "component"), {7: N, 1: N})

# ---- not_applicable ----------------------------------------------------
Q(55, "zh", "not_applicable", "abstain",
  "AssignTechnicianDialog 只有 6 个字段，要不要也像检查表那样拆成 memo 单项组件加 useWatch？",
  SM("AssignTechnicianDialog", "component"), {43: N, 38: N})
Q(56, "en", "not_applicable", "reference",
  "FleetHealthChart feels heavy; can we swap it for a hand-rolled SVG polyline like the sparkline does?",
  PM("FleetHealthChart", "component"), {73: N, 71: F, 111: N})
Q(57, "en", "not_applicable", "reference",
  "PhotoCapture has v-model for the picked files; should the React version be a controlled value/onChange component?",
  SM("PhotoCapture", "component"), {127: N, 40: F})
Q(58, "zh", "not_applicable", "reference",
  "WorkOrderGridLite 要不要也加紧凑/标准密度切换？",
  SM("WorkOrderGridLite", "component"), {131: N, 6: F})
Q(59, "zh", "not_applicable", "reference",
  "离线时技师点“开始/暂停工单”，这个状态切换也放进 useDraftStore 排队吗？",
  SM("useDraftStore", "store"), {17: N, 36: F})
Q(60, "en", "not_applicable", "abstain",
  "Portal: refresh a fleet manager's permissions live when an admin changes their role?",
  PM("v-can", "directive"), {123: N})
Q(61, "mixed", "not_applicable", "inject",
  "WorkOrderGridLite 要不要像大表格一样 save the column layout per user？",
  SM("WorkOrderGridLite", "component"), {2: N, 6: R})

# ---- long_doc -----------------------------------------------------------
Q(62, "en", "long_doc", "inject",
  "After a socket reconnect the alert server re-sends the last five minutes. Do we still need to dedupe alerts by id in the shop feed?",
  SM("TelematicsAlertFeed", "component"), {22: R, 21: F})
Q(63, "zh", "long_doc", "inject",
  "霍尼韦尔 CT40 扫码后发的是 Tab 不是 Enter，扫码 hook 里要把 Tab 当结束符吗？",
  SM("v-scan", "directive"), {32: R})
Q(64, "en", "long_doc", "inject",
  "Do React islands inside Quasar pages get their own CssBaseline? Quasar body styles got reset on the inspection page.",
  SM("ReactIsland", "build"), {56: R, 57: N})
Q(65, "zh", "long_doc", "inject",
  "检查表模板升级了版本，平板上还存着旧模板的草稿，怎么处理？",
  SM("InspectionChecklist", "component"), {42: R, 17: F})
Q(66, "en", "long_doc", "inject",
  "Why did we keep antd cssinjs hashPriority high instead of the :where low-priority mode in the portal?",
  PM("_document", "style"), {103: R})
Q(67, "zh", "long_doc", "inject",
  "离线草稿冲突合并对话框里要不要显示是谁改的？共用平板换人登录时草稿怎么处理？",
  SM("useDraftStore", "store"), {17: R})
Q(68, "en", "long_doc", "inject",
  "Portal: when a fleet manager switches tenant, what do we do with the RTK Query cache?",
  PM("woApi", "store"), {88: R, 90: R})
Q(69, "en", "long_doc", "inject",
  "During the strangler phase our analytics counts portal page views twice. Where should the tracker live?",
  PM(None, "build"), {109: R})

# ---- multilingual ------------------------------------------------------
Q(70, "zh", "multilingual", "inject",
  "WorkOrderGrid 在平板上一收到告警就卡住好几秒，是什么原因？",
  SM("WorkOrderGrid", "component"), {9: R, 21: F})
Q(71, "zh", "multilingual", "inject",
  "v-longpress 迁到 React 后，iPad 上长按工单卡片会弹出系统的文字选择菜单",
  SM("v-longpress", "directive"), {31: R})
Q(72, "zh", "multilingual", "inject",
  "门户迁到 Next 以后，每次刷新 antd 组件先是没有样式的，然后闪一下才正常",
  PM(None, "style"), {103: R, 102: F})
Q(73, "en", "multilingual", "inject",
  "Closed work orders are still editable after the v-can-edit port",
  SM("v-can-edit", "directive"), {30: R, 29: R})
Q(74, "en", "multilingual", "inject",
  "antd date panel still starts on Sunday and shows English month names even with the zh-CN ConfigProvider locale",
  PM("ServiceDateRangePicker", "i18n"), {106: R, 105: F})
Q(75, "en", "multilingual", "inject",
  "Tablets stay on an old build for days after we moved off Quasar's PWA mode",
  SM(None, "build"), {58: R})
Q(76, "en", "multilingual", "inject",
  "Technicians double-tap the reserve button on slow shop Wi-Fi and the same part gets reserved twice. How do we make reserving feel instant and safe?",
  SM("usePartsStore", "store"), {12: R, 10: F})
Q(77, "en", "multilingual", "reference",
  "Is there an agreed replacement for v-debounce-click on the dispatch and close buttons in the portal?",
  PM("v-debounce-click", "directive"), {35: R})

# ---- error_code --------------------------------------------------------
Q(78, "en", "error_code", "inject",
  "Uncaught ReferenceError: process is not defined in src/boot/api.ts after switching the shop build to Vite",
  SM("vite.config.ts", "build"), {55: R})
Q(79, "en", "error_code", "inject",
  "\"Error: The object notation for `createSlice.extraReducers` has been removed\" while porting the alerts Vuex module",
  PM("createSlice", "store"), {85: R, 86: N})
Q(80, "mixed", "error_code", "inject",
  "VehicleForm 的 VIN 唯一性校验报 Warning: `callback` is deprecated. Please return a promise instead. 怎么改？",
  PM("VehicleForm", "component"), {76: R, 135: F})
Q(81, "en", "error_code", "inject",
  "A non-serializable value was detected in an action, in the path: `register`. Started after adding redux-persist to the portal",
  PM("redux-persist", "store"), {87: R})
Q(82, "zh", "error_code", "inject",
  "门户 Jest 跑 antd 组件单测报 SyntaxError，堆栈指向 rc-util/es 下面的文件",
  PM("jest.config.js", "test"), {137: R})
Q(83, "mixed", "error_code", "inject",
  "把 VehicleCard 的样式抽成 CSS 文件以后 next dev 报错：Global CSS cannot be imported from files other than your Custom <App>",
  PM("VehicleCard", "style"), {104: R})
Q(84, "en", "error_code", "reference",
  "\"Text content does not match server-rendered HTML\" on service dates, portal release/2023.12 hotfix",
  C(PORTAL, "release/2023.12", PORTAL_OLD, "dateLocal", "filter"), {100: N, 62: F})
Q(85, "mixed", "error_code", "reference",
  "acme 分支的组件测试一直报 Warning: An update to InspectionChecklist inside a test was not wrapped in act(...)",
  C(SHOP, "customer/acme", ACME, "InspectionChecklist", "test"), {69: N, 19: F})

# ==========================================================================
# language heuristic (same rule as check.py)
# ==========================================================================
CJK_RE = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff]")
WORD_RE = re.compile(r"[A-Za-z][A-Za-z'-]*")
TECH = {"vue", "react", "quasar", "pinia", "vuex", "zustand", "antd", "mui", "next",
        "nextjs", "redux", "rtk", "echarts", "recharts", "vite", "jest", "vitest", "msw",
        "dayjs", "moment", "css", "csv", "xlsx", "api", "url", "ipad", "pwa", "jwt",
        "npm", "pnpm", "es", "ts", "tsx", "js", "main", "feat", "release", "acme", "rjsf"}


def query_lang(text):
    cjk = len(CJK_RE.findall(text))
    prose = [w for w in WORD_RE.findall(text) if re.fullmatch(r"[a-z]{2,}", w) and w not in TECH]
    if cjk == 0:
        return "en"
    return "mixed" if len(prose) >= 3 else "zh"


# ==========================================================================
# build + self-check + write
# ==========================================================================
def main():
    by_id = {e["id"]: e for e in ENTRIES}
    assert len(by_id) == len(ENTRIES), "duplicate entry id"
    problems = []
    out_q = []
    for q in QUERIES:
        ctx = q["context"]
        for eid, lab in q["labels"].items():
            if eid not in by_id:
                problems.append("%s: unknown entry %s" % (q["id"], eid)); continue
            e = by_id[eid]
            bad = e["status"] == "deprecated" or not eligible(e, ctx)
            if bad and lab != N:
                problems.append("%s: %s is %s on %s but labeled %s" % (
                    q["id"], eid, "deprecated" if e["status"] == "deprecated" else "ineligible",
                    ctx["branch"], lab))
        dec = decide(q["labels"], by_id, ctx)
        if dec != q["_want"]:
            problems.append("%s: computed %s, intended %s" % (q["id"], dec, q["_want"]))
        lang = query_lang(q["query"])
        if lang != q["_lang"]:
            problems.append("%s: language looks %s, intended %s" % (q["id"], lang, q["_lang"]))
        out_q.append({"id": q["id"], "query": q["query"], "context": ctx, "labels": q["labels"],
                      "expected_decision": dec, "category": q["category"]})
    if problems:
        print("\n".join(problems), file=sys.stderr)
        sys.exit(1)
    ids = [q["id"] for q in out_q]
    assert len(set(ids)) == len(ids), "duplicate query id"
    out_q.sort(key=lambda q: q["id"])
    ents = sorted(ENTRIES, key=lambda e: e["id"])
    with open(os.path.join(HERE, "experiences.jsonl"), "w", encoding="utf-8", newline="\n") as f:
        for e in ents:
            f.write(json.dumps(e, ensure_ascii=False, sort_keys=False) + "\n")
    with open(os.path.join(HERE, "queries.jsonl"), "w", encoding="utf-8", newline="\n") as f:
        for q in out_q:
            f.write(json.dumps(q, ensure_ascii=False, sort_keys=False) + "\n")
    print("wrote %d entries, %d queries" % (len(ents), len(out_q)))


if __name__ == "__main__":
    main()
