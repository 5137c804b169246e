# ops-dashboard long entries + team-wide ("*") entries
OD = "ops-dashboard"

SOCKET_PM = """# Post-mortem OPS-PM-2026-04: vessel position socket reconnect storm

Authors: Eirik S., Lars N. Severity: SEV-2 (ops-dashboard live map frozen for ~25 min, ws-gateway down).

## Summary
On 2026-03-19 at 14:02 a routine deploy of ws-gateway closed all WebSocket connections. About 420 ops-dashboard tabs (control room wall screens, dispatchers, the Dalian contractor team) reconnected within the same second, and then again every second. ws-gateway never came back healthy until we blocked /ws at the load balancer. The live vessel map and the ETA board were frozen for 25 minutes.

## Background
In Vue, `useVesselSocket()` was a composable called once from the Pinia store `useVesselStore`, so there was exactly one socket per tab, and reconnect was "try again after 1 s".

The React port put the socket in a component effect:
```tsx
useEffect(() => {
  const ws = new WebSocket(`${WS_URL}/vessels?${qs(filters)}`);
  ws.onmessage = (e) => setPositions((p) => merge(p, JSON.parse(e.data)));
  ws.onclose = () => setTimeout(() => setRetry((n) => n + 1), 1000);
  return () => ws.close();
}, [filters, retry]);
```

## What went wrong
1. `filters` was an object literal rebuilt on every render of `VesselMapPanel`, so every position update (a render) closed and reopened the socket. In normal operation the gateway absorbed ~3 reconnects/second per tab without anyone noticing; it showed up only as elevated `ws_connections_opened_total`.
2. Fixed 1 s retry, no jitter: after the deploy every tab retried in lock-step.
3. Each reconnect also refetched `/vessels/snapshot` (3.5 MB) to resync, multiplying the load.
4. StrictMode in dev doubled everything, which made local testing look "normal" because it was always noisy.

Gateway log during the incident:
```
2026-03-19T14:02:07.441Z ERROR ws-gateway accept queue full (backlog=1024), dropping connection
2026-03-19T14:02:07.902Z WARN  ws-gateway upstream ais-stream: 429 Too Many Requests
2026-03-19T14:02:09.015Z ERROR ws-gateway OOMKilled (limit 512Mi)
```
Browser console on a wall screen:
```
WebSocket connection to 'wss://ops.fjordline.no/ws/vessels?region=north-sea' failed: 
VesselMapPanel.tsx:41 reconnect #388
```

## Fix (PR #262, ws-gateway PR #57)

### One socket per tab, outside React
`src/lib/vesselSocket.ts` owns a single WebSocket. Components subscribe; filters are sent as a message (`{ op: 'subscribe', regions }`) instead of being part of the URL, so changing filters never reconnects.

```ts
export function useVesselSocket(regions: string[]) {
  const queryClient = useQueryClient();
  const key = regions.slice().sort().join(',');
  useEffect(() => {
    return vesselSocket.subscribe(key.split(','), (msg) => {
      queryClient.setQueryData(['vessel', msg.imo], (old) => ({ ...old, ...msg.position }));
    });
  }, [key, queryClient]);
}
```
Positions go into the TanStack Query cache with `setQueryData(['vessel', imo])`, so the map, the ETA board and the vessel drawer all read the same data, and a reconnect only needs `invalidateQueries({ queryKey: ['vessels', 'snapshot'] })` once, not per component.

### Backoff parameters we settled on
After trying a few values against a load test with 600 simulated clients:
- exponential backoff with **full jitter**: `delay = random(0, min(cap, base * 2 ** attempt))`
- `base` = 1 000 ms, `factor` = 2, `cap` = 30 000 ms
- attempt counter resets only after the connection has been stable (open) for 60 s; a socket that opens and drops immediately keeps backing off
- after 10 failed attempts the UI shows the "Live positions paused" banner with a manual reconnect button, but retries continue at the cap
- if the gateway closes with code 1013 (try again later) it sends a `retryAfterMs` in the close reason; we honour it as the minimum delay
- heartbeat: client ping every 25 s; the connection is considered dead after 2 missed pongs (~50-60 s) and closed with 4000 so the backoff path runs
- while the tab is hidden we do not reconnect at all; on `visibilitychange` to visible we reconnect with attempt = 0 plus jitter

Load test result: 600 clients after a forced gateway restart spread their reconnects over ~30 s; peak accept rate 41/s instead of 600/s; gateway memory flat.

### Gateway side
ws-gateway got a connection rate limit (200/s per instance, excess get close 1013 with retryAfterMs) and the snapshot endpoint moved to a CDN-cached 5 s resource.

## Action items
- [x] singleton socket + subscribe protocol (PR #262)
- [x] full-jitter backoff, heartbeat, visibility handling
- [x] ws-gateway rate limit + 1013 retry hint (ws-gateway PR #57)
- [x] lint rule: no object/array literals in effect dependency arrays (`fj/stable-deps`)
- [ ] same review for the booking-portal VesselMap (it polls, no socket, probably fine)
"""

GRID_PERF = """# ShipmentGrid performance write-up (antd Table, 5k rows)

Author: Lars N. Context: after the first React release of ShipmentGrid the control room reported that selecting a row or typing in the quick filter took 1-2 seconds with the "all open shipments" view (about 5 000 rows, 22 columns). The Vue el-table version was slow too, but not that slow. This is what we found with the React Profiler and what we changed, in the order we did it. Most of it applies to any large antd Table.

## Measurements before
- Initial render of the tab: 2.9 s (Profiler, production build, control room PC).
- Click on a row checkbox: 1 400 ms commit, every row re-rendered.
- Typing one character in the quick filter: 1 100 ms.
- Live status updates (every 15 s via refetch): 900 ms jank, visible scroll stutter.

## 1. Columns recreated every render
```tsx
const columns = [
  { title: 'Ref', dataIndex: 'ref', render: (v, r) => <RefCell row={r} onOpen={() => open(r)} /> },
  ...
];
```
inside the component body. antd compares column definitions by reference; a new array and new `render` functions every render means every cell re-renders. Fix: `const columns = useMemo(() => buildColumns({ open, t }), [open, t]);` with `open` from `useCallback`. Saved ~35% of the commit time.

## 2. rowSelection object and callbacks
`rowSelection={{ selectedRowKeys, onChange: (k) => setSelected(k) }}` -> memoised object; `onChange: setSelected` directly. Minor win (~5%).

## 3. The onRow handler
This was the big one. We had:
```tsx
onRow={(record) => ({
  onClick: () => openDrawer(record.shipmentId),
  onDoubleClick: () => navigate(`/shipments/${record.shipmentId}`),
  onContextMenu: (e) => showMenu(e, record),
})}
```
antd calls `onRow` for every row on every render and passes the returned props to the row component; new function identities on every row means every `<tr>` (and with it every cell) re-renders whenever anything in ShipmentGrid changes, e.g. selecting one checkbox. Memoising `onRow` itself with useCallback does not help, because the returned object is still new per call.

What we did instead:
- Removed the per-row handlers entirely. A single delegated handler sits on the table wrapper and finds the row by the `data-row-key` attribute antd already puts on each `<tr>`:
```tsx
const onGridClick = useCallback((e: React.MouseEvent) => {
  const tr = (e.target as HTMLElement).closest('tr[data-row-key]');
  if (!tr || (e.target as HTMLElement).closest('.ant-checkbox-wrapper, button, a')) return;
  openDrawer(tr.getAttribute('data-row-key')!);
}, [openDrawer]);
<div onClick={onGridClick} onDoubleClick={onGridDoubleClick} onContextMenu={onGridContextMenu}>
  <Table ... />
</div>
```
- Custom body row via `components={{ body: { row: MemoRow } }}` where `MemoRow = React.memo((props) => <tr {...props} />, rowPropsEqual)`; `rowPropsEqual` compares `data-row-key`, `className` and the record's `version` field (the API bumps it on every change) and ignores children identity. Combined with the stable columns this means a checkbox click re-renders one row (plus the header checkbox).
- `rowClassName` uses a module-level function (`statusClass`) instead of an inline arrow.

After this step: row checkbox click 1 400 ms -> 38 ms.

## 4. Quick filter
Typing filtered 5 000 rows synchronously on each keystroke. Now `useDeferredValue(query)` for the filtered rows and the filter input stays responsive; matching uses a precomputed lowercase search string per row (built once per data version in `useMemo`).

## 5. Live updates
The 15 s refetch produced a brand-new array of 5 000 new objects even when 3 rows changed. `structuralSharing` in TanStack Query keeps unchanged rows referentially equal, but only if the query result is plain JSON: our `select` mapped rows to class instances (`new ShipmentRow(raw)`), which defeated it. Removed the class, kept plain objects; `select` is now memoised with a stable function. Rows that did not change keep identity and MemoRow skips them.

## 6. Virtual scrolling
Only on main (antd >= 5.9): see the `virtual` note. It fixes initial render time (2.9 s -> 180 ms), not the per-interaction costs above; do steps 1-5 first, virtual on its own still re-rendered all visible rows on every click.

## Measurements after
- Initial render: 2.9 s -> 1.1 s without virtual, 180 ms with virtual.
- Row checkbox: 1 400 ms -> 38 ms.
- Quick filter keystroke: 1 100 ms -> 60 ms (input), filtered list settles in ~200 ms.
- Live update with 3 changed rows: 900 ms -> 45 ms.

## Things that did not help
- `React.memo` on cell renderers alone: the row still re-renders and passes new props.
- `pagination={{ pageSize: 100 }}`: ops refused pagination on this view.
- `sticky` header: costs ~10% more per commit because of the scroll sync listener; we use `scroll.y` instead.
"""

TEAM = "*"

ENTRIES = [
dict(key="socket_pm",
 title="Post-mortem OPS-PM-2026-04: vessel socket reconnect storm (useVesselSocket)",
 body=SOCKET_PM, project=OD, branches=["main"], applies_to={"@tanstack/react-query": "^5"},
 asset_type="store", assets=["useVesselSocket", "useVesselStore"], status="verified",
 source="post-mortem OPS-PM-2026-04; PR #262", updated_at="2026-03-27"),
dict(key="grid_perf",
 title="ShipmentGrid performance write-up: columns, onRow re-renders, MemoRow, live updates",
 body=GRID_PERF, project=OD, branches=["*"], applies_to={"antd": ">=5 <6"},
 asset_type="component", assets=["ShipmentGrid"], status="verified",
 source="wiki: Ops/Migration/ShipmentGrid-performance; PR #249", updated_at="2026-02-14"),

dict(key="vmodel_props",
 title="v-model on custom components -> value/onChange props (team convention)",
 body="""## Why
Both apps have dozens of components with `v-model` (Vue 2: `value` + `input` event; Vue 3: `modelValue` + `update:modelValue`). Reviewers kept seeing five different prop namings in the React ports.

## What changed (convention, all projects)
- Controlled props are always `value` + `onChange(next)`; `onChange` receives the value, not the event, for our own components.
- `v-model:open` / `.sync` props -> `open` + `onOpenChange` (same pattern as antd/MUI).
- Modifiers: `.trim` -> trim in onChange; `.number` -> parse in the component, type the prop as number.
- Components that must work with react-hook-form accept `value`, `onChange`, `onBlur`, `name` and forward a ref so `Controller` can focus them.

## Gotchas
- Don't make a component both controlled and uncontrolled unless it's a library primitive; React warns "A component is changing an uncontrolled input to be controlled" when `value` starts as undefined.""",
 project=TEAM, branches=["*"], applies_to={"react": ">=18"},
 asset_type="component", assets=[], status="verified",
 source="wiki: Migration/Conventions", updated_at="2025-11-15"),

dict(key="watch_effect",
 title="watch / watchEffect (immediate, deep) -> useEffect, or better: derive",
 body="""- `watch(source, cb, { immediate: true })` -> `useEffect(() => cb(source), [source])` (effects always run after the first render, so `immediate` is the default behaviour). Without `immediate`, skip the first run with a ref only if it really matters.
- `deep: true` on an object -> depend on the primitive fields you actually use, or a stable key (`JSON.stringify` only for small objects). Object dependencies that are recreated each render make the effect run every render.
- Most watchers in our code synced one piece of state into another ("when carrier changes, reset service"); in React do that in the event handler that changes carrier, not in an effect.
- `watch` returning a stop handle -> effect cleanup.
- `flush: 'post'` -> useEffect; `flush: 'sync'` -> useLayoutEffect (rare).""",
 project=TEAM, branches=["*"], applies_to={"react": ">=18"},
 asset_type="other", assets=["watch", "watchEffect"], status="verified",
 source="wiki: Migration/Conventions", updated_at="2025-11-15"),

dict(key="computed_memo",
 title="computed -> plain expression first, useMemo when measured",
 body="""`computed(() => items.filter(...))` -> just compute during render. Add `useMemo` when (a) the result is passed to a memoised child / effect dependency and identity matters, or (b) the profiler shows it. Writable computed (get/set) -> a value + a setter function; there is no direct equivalent. Don't wrap every derived boolean in useMemo; reviewers will ask you to remove it.""",
 project=TEAM, branches=["*"], applies_to={"react": ">=18"},
 asset_type="other", assets=["computed"], status="verified",
 source="wiki: Migration/Conventions", updated_at="2025-11-16"),

dict(key="provide_context",
 title="provide / inject -> React context (with a hook that throws outside the provider)",
 body="""`provide('wizard', api)` / `inject('wizard')` -> `const WizardContext = createContext<WizardApi | null>(null)` + `useWizard()` that throws `Error('useWizard must be used inside <WizardProvider>')` when null. Provide a memoised value (`useMemo`) or every consumer re-renders on each parent render. Reactive provide (a `ref` provided) -> put state in the provider component; for high-frequency values split into two contexts (state / actions).""",
 project=TEAM, branches=["*"], applies_to={"react": ">=18"},
 asset_type="other", assets=["provide", "inject"], status="verified",
 source="wiki: Migration/Conventions", updated_at="2025-11-16"),

dict(key="slots_render_props",
 title="Slots and scoped slots -> children, named props, render functions",
 body="""- default slot -> `children`.
- named slots (`<template #actions>`) -> props of type ReactNode (`actions={<Button/>}`).
- scoped slots (`<template #cell="{ row }">`) -> render function props (`renderCell={(row) => ...}`); for antd/MUI tables use the library's `render` / `renderCell`.
- `$slots.footer` existence checks -> `footer != null`.
- `v-slot` fallbacks -> default prop values.""",
 project=TEAM, branches=["*"], applies_to={"react": ">=18"},
 asset_type="component", assets=["slots"], status="verified",
 source="wiki: Migration/Conventions", updated_at="2025-11-17"),

dict(key="next_tick",
 title="nextTick -> useLayoutEffect / flushSync (candidate note)",
 body="""terse: `await nextTick(); input.focus()` after showing an input -> `useLayoutEffect` keyed on the open state, or `autoFocus`. `flushSync(() => setOpen(true))` then focus works but is a last resort (de-opts batching). Not settled: scroll-to-new-row after add in ShipmentGrid; the antd Table renders rows after our effect sometimes. Treat as checklist, not a recipe.""",
 project=TEAM, branches=["*"], applies_to={"react": ">=18"},
 asset_type="other", assets=["nextTick"], status="candidate",
 source="wiki: Migration/Conventions", updated_at="2026-01-29"),

dict(key="strict_mode_effects",
 title="Why does my request run twice? React 18 StrictMode double effects",
 body="""In development React 18 StrictMode mounts, unmounts and re-mounts every component, so effects run twice. Not a bug in production, but it exposes effects without cleanup. Rules: fetch via TanStack Query / server components, not raw effects; effects that subscribe must unsubscribe; one-shot actions (autosubmit, analytics "page viewed") guarded by a ref or moved to an event handler. Never disable StrictMode to "fix" it.""",
 project=TEAM, branches=["*"], applies_to={"react": ">=18"},
 asset_type="other", assets=[], status="verified",
 source="wiki: Migration/Conventions", updated_at="2025-11-20"),

dict(key="keep_alive",
 title="<keep-alive> cached views -> keep state outside the component (review required)",
 body="""Vue's `<keep-alive include="ShipmentGrid,ExceptionQueue">` kept scroll position, filters and expanded rows when switching tabs. React has no stable equivalent (the `Activity`/Offscreen API is not in React 18). What we do:
- filters in the URL, server data in the Query cache (instant on return);
- scroll position saved in a small store keyed by route on unmount and restored in useLayoutEffect;
- expanded rows / selected keys in a module-level Map keyed by view.
Needs review: memory growth when dispatchers open 30+ shipment tabs, and whether antd Tabs `destroyInactiveTabPane={false}` (keep mounted, just hidden) is the simpler answer for the ops tab bar.""",
 project=TEAM, branches=["*"], applies_to={"react": ">=18"},
 asset_type="component", assets=["keep-alive"], status="review_required",
 source="wiki: Migration/Conventions", updated_at="2026-02-08"),

dict(key="event_bus",
 title="Global event bus ($root.$emit / mitt) -> props, context or the query cache",
 body="""Vue 2 code in the portal used `this.$nuxt.$emit('booking:refresh')`; ops-dashboard used `mitt` for `shipment:updated`. Most events were "something changed, reload" -> `queryClient.invalidateQueries` / `router.refresh()`. UI events between siblings -> lift state up. Cross-app events during coexistence -> the ferry (portal only). Keep `mitt` only for truly global, non-data events (keyboard shortcuts).""",
 project=TEAM, branches=["*"], applies_to={},
 asset_type="plugin", assets=["$nuxt.$emit", "mitt"], status="verified",
 source="wiki: Migration/Conventions", updated_at="2025-11-22"),

dict(key="pr_template",
 title="Migration PR description template (## Why / ## What changed / ## Gotchas)",
 body="""Every migration PR uses: `## Why` (which Vue asset, why now), `## What changed` (the React asset, file paths, what was dropped), `## Gotchas` (anything the next person will trip on). Label `migration`, link the Vue file path in the first line, and add the asset to the wiki table Migration/Assets. Gotchas sections are what the retrieval service indexes, keep them concrete (error messages verbatim).""",
 project=TEAM, branches=["*"], applies_to={},
 asset_type="other", assets=[], status="verified",
 source="wiki: Migration/Process", updated_at="2025-11-10"),
]
