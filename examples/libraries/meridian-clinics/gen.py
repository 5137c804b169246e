#!/usr/bin/env python3
"""Generate the Meridian Clinics holdout library (experiences.jsonl + queries.jsonl).

Deterministic: all content is Python data below; running this script always
writes byte-identical files next to it.

Team: Meridian Clinics (US clinic-scheduling SaaS, QA / front-end contractors in Shanghai).
Projects:
  booking-web   Nuxt 3 + Vuetify 3 + Pinia + VeeValidate  ->  Next.js 14 App Router + MUI 5 + TanStack Query 5 + react-hook-form
                fork branch customer/stmarys stays on Next 12 / React 17 / MUI 4 (@material-ui/core) / react-query 3
  staff-console Vue 2.6 + Element UI 2.15 + Vuex 3 + FullCalendar Vue  ->  React 18 + antd 5 + zustand + FullCalendar React 6
                branch legacy/ie11 stays on React 17 / antd 4.24 / FullCalendar 5 / react-router 5 / zustand 4.3
Note: formats.md has no "draft" status; drafts are modelled as `candidate` (checklist only)
and `review_required` (reference only).
"""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))

# --------------------------------------------------------------------------
# Stacks used by query contexts
# --------------------------------------------------------------------------
SC_MAIN = {
    "vue": "2.6.14", "vuex": "3.6.2", "element-ui": "2.15.14", "vue-router": "3.6.5",
    "@fullcalendar/vue": "5.11.5",
    "react": "18.2.0", "react-dom": "18.2.0", "antd": "5.15.3", "zustand": "4.5.2",
    "@fullcalendar/react": "6.1.11", "react-router-dom": "6.22.3",
    "dayjs": "1.11.10", "axios": "1.6.8",
}
SC_IE11 = {
    "vue": "2.6.14", "vuex": "3.6.2", "element-ui": "2.15.14", "vue-router": "3.6.5",
    "@fullcalendar/vue": "5.11.5",
    "react": "17.0.2", "react-dom": "17.0.2", "antd": "4.24.15", "zustand": "4.3.9",
    "@fullcalendar/react": "5.11.5", "react-router-dom": "5.3.4",
    "dayjs": "1.11.10", "axios": "0.27.2", "moment": "2.29.4",
}
# long-running spike branch that pinned an early antd 5
SC_ANTD50 = dict(SC_MAIN, antd="5.0.7")

BW_MAIN = {
    "vue": "3.4.21", "nuxt": "3.10.3", "vuetify": "3.5.10", "pinia": "2.1.7", "vee-validate": "4.12.6",
    "next": "14.1.4", "react": "18.2.0", "react-dom": "18.2.0",
    "@mui/material": "5.15.14", "@mui/x-date-pickers": "6.19.7",
    "@tanstack/react-query": "5.28.4", "react-hook-form": "7.51.1", "zod": "3.22.4",
    "dayjs": "1.11.10",
}
BW_STMARYS = {
    "vue": "3.3.13", "nuxt": "3.8.2", "vuetify": "3.4.9", "pinia": "2.1.7", "vee-validate": "4.11.8",
    "next": "12.3.4", "react": "17.0.2", "react-dom": "17.0.2",
    "@material-ui/core": "4.12.4", "@material-ui/pickers": "3.3.10",
    "react-query": "3.39.3", "react-hook-form": "7.45.4", "zod": "3.22.4",
    "dayjs": "1.11.10",
}


def ctx(kind, branch=None, asset=None, asset_type=None):
    table = {
        "sc": ("staff-console", "feat/react-calendar", SC_MAIN),
        "sc_rel": ("staff-console", "release/2024.07", SC_MAIN),
        "sc_main": ("staff-console", "main", SC_MAIN),
        "sc_ie": ("staff-console", "legacy/ie11", SC_IE11),
        "sc_a50": ("staff-console", "feat/antd5-early", SC_ANTD50),
        "bw": ("booking-web", "feat/next-app-router", BW_MAIN),
        "bw_main": ("booking-web", "main", BW_MAIN),
        "bw_ins": ("booking-web", "feat/insurance-rhf", BW_MAIN),
        "bw_hotfix": ("booking-web", "hotfix/sched-409-copy", BW_MAIN),
        "bw_st": ("booking-web", "customer/stmarys", BW_STMARYS),
    }
    project, default_branch, stack = table[kind]
    c = {"project": project, "branch": branch or default_branch, "stack": dict(stack)}
    if asset:
        c["asset"] = asset
    if asset_type:
        c["asset_type"] = asset_type
    return c


ENTRIES = []


def E(num, title, body, project, asset_type, status, branches=None, applies_to=None,
      assets=None, conditions=None, counter_conditions=None, source=None, updated_at=None):
    e = {"id": "exp-mc-%04d" % num, "title": title, "body": body.strip("\n"), "project": project}
    if branches is not None:
        e["branches"] = branches
    if applies_to is not None:
        e["applies_to"] = applies_to
    e["asset_type"] = asset_type
    if assets is not None:
        e["assets"] = assets
    e["status"] = status
    if conditions is not None:
        e["conditions"] = conditions
    if counter_conditions is not None:
        e["counter_conditions"] = counter_conditions
    if source is not None:
        e["source"] = source
    if updated_at is not None:
        e["updated_at"] = updated_at
    ENTRIES.append(e)


SC_MODERN = ["main", "feat/*", "release/*"]
BW_MODERN = ["main", "feat/*", "release/*", "hotfix/*"]
IE11 = ["legacy/ie11"]
STMARYS = ["customer/stmarys"]

# ==========================================================================
# staff-console: ApptCalendar / ApptList / scheduling errors
# ==========================================================================
E(1, "Post-mortem: ApptCalendar drag-to-reschedule after the FullCalendar React port (rubber-banding events, double PATCH, SCHED-409 ignored)",
r"""
# Post-mortem: ApptCalendar drag-to-reschedule (staff-console, React port)

Owner: FE platform (Austin) + Shanghai QA. Incident window: 2024-05-13 .. 2024-05-17.
Jira: SCHED-1180, SCHED-1184. Severity: S2 (front desk saw appointments in wrong slots).

## 1. Context

`ApptCalendar` is the staff week/day grid (FullCalendar `timeGridWeek` / `timeGridDay`,
`editable: true`). Front-desk staff reschedule by dragging an appointment block to a new
slot, or resize it to change the duration. In the Vue 2.6 app it was
`<FullCalendar :options="calendarOptions" />` from `@fullcalendar/vue` 5, and the
handler looked like this:

```js
// ApptCalendar.vue (Vue 2.6, Vuex 3)
onEventDrop(info) {
  this.$store.commit('calendar/MOVE_APPT', { id: info.event.id, start: info.event.start })
  this.$api.patch(`/appointments/${info.event.id}`, { start: info.event.startStr })
    .catch(() => info.revert())
}
```

The React port (`@fullcalendar/react` 6, React 18, zustand store `useCalendarStore`)
copied this one-to-one.

## 2. Symptoms

1. After a rejected drop the block jumped back, then forward again ~1 s later
   ("rubber-banding"). Staff thought the move had succeeded.
2. Two PATCH requests per drop in production logs.
3. When the server answered `409 {"code": "SCHED-409"}` (slot conflict) the UI kept
   the appointment in the new slot until a full reload.

## 3. Root cause

- **Optimistic store write.** In Vue, FullCalendar owned its own copy of the event and
  the Vuex commit did not re-feed the calendar. In React, the `events` prop is derived
  from `useCalendarStore`, so the optimistic `moveAppt()` re-rendered FullCalendar at the
  new position. `info.revert()` moved FullCalendar's internal copy back, and the next
  render (store still holding the new time) pushed it forward again.
- **Two handlers.** Someone wired both `eventDrop` and `eventChange`. `eventChange`
  fires for drops *and* resizes, so every drop sent two PATCHes.
- **No version.** The PATCH did not send the appointment `version`, so the server could
  not detect a concurrent edit and only answered SCHED-409 for hard slot overlaps.

## 4. Fix

```tsx
// ApptCalendar.tsx (React 18, @fullcalendar/react 6)
const moveAppt = useCalendarStore((s) => s.moveAppt);

<FullCalendar
  plugins={[timeGridPlugin, interactionPlugin]}
  initialView="timeGridWeek"
  editable
  events={events /* memoized, see the events-prop note */}
  eventDrop={async ({ event, oldEvent, revert }) => {
    try {
      await api.patch(`/appointments/${event.id}`, {
        start: event.startStr,
        end: event.endStr,
        version: event.extendedProps.version,
      });
      moveAppt(event.id, event.startStr, event.endStr); // commit only after 2xx
    } catch (err) {
      revert();
      if (isSchedError(err, 'SCHED-409')) notifyConflict(oldEvent);
      else throw err;
    }
  }}
  eventResize={handleResize /* same pattern */}
/>
```

Rules we adopted:
- Never write the store before the server answers. FullCalendar already shows the
  dragged block at its temporary position; that is the optimistic UI.
- Wire `eventDrop` and `eventResize` only. Do not use `eventChange` in ApptCalendar.
- Always send `version`; the backend answers SCHED-409 on a version mismatch too.
- On any error call `revert()` first, then show the message.

## 5. Tests

Drag-and-drop cannot be simulated reliably in jsdom (FullCalendar measures the grid
with `getBoundingClientRect`). The regression is covered by Playwright
`e2e/appt-calendar-drag.spec.ts` (see the testing note on ApptCalendar).

## 6. Don't

- Don't copy this to `ApptList`: it has no reschedule-by-drag; its drag handle only
  reorders the waitlist.
- Don't use it on `legacy/ie11` (FullCalendar 5, React 17); there is a separate note.
- Telehealth appointments (`appt.kind === 'telehealth'`) are not draggable: they must be
  rescheduled through `RescheduleDialog`, which issues a new video-room link.
""",
  "staff-console", "component", "verified", branches=SC_MODERN,
  applies_to={"@fullcalendar/react": ">=6 <7", "react": ">=18"}, assets=["ApptCalendar"],
  conditions="staff-console ApptCalendar (editable timeGrid views) on @fullcalendar/react 6 with React 18; appointments carry a `version` field.",
  counter_conditions="Not for ApptList (no reschedule by drag; its drag handle reorders the waitlist). Not for legacy/ie11 (FullCalendar 5 / React 17). Not for telehealth appointments (must go through RescheduleDialog). Not for the read-only ProviderCalendar.",
  source="Confluence FE/Postmortems/2024-05 ApptCalendar drag; PR staff-console#1423", updated_at="2024-05-24")

E(2, "ApptCalendar on legacy/ie11: FullCalendar React 5 import order, polyfills and revert()",
r"""
[SCHED-1201] ApptCalendar blank on IE11 after React port

Symptom: IE11 front desk (two clinics still on Windows 7 kiosks) gets a blank calendar and
`Object doesn't support property or method 'from'` in the console. After fixing that,
a failed drop did not move the block back.

Cause:
1. `@fullcalendar/react` 5 must be imported *before* any other FullCalendar plugin
   (it sets up the vdom); our barrel file imported `@fullcalendar/timegrid` first.
2. The legacy entry did not load `core-js/stable` (Array.from, Promise.prototype.finally).
3. The React 17 handler awaited a promise inside `eventDrop` and lost `info` after a
   re-render; keep a reference to `info.revert` before the await.

Fix:
```js
import FullCalendar from '@fullcalendar/react'; // first!
import timeGridPlugin from '@fullcalendar/timegrid';
import interactionPlugin from '@fullcalendar/interaction';
// src/legacy-entry.js
import 'core-js/stable';
import 'regenerator-runtime/runtime';

function onDrop(info) {
  const revert = info.revert;
  api.patch('/appointments/' + info.event.id, { start: info.event.startStr, version: info.event.extendedProps.version })
    .then(() => moveAppt(info.event.id, info.event.startStr, info.event.endStr))
    .catch(() => revert());
}
```
Don't: upgrade this branch to `@fullcalendar/react` 6 (drops IE11) or to React 18.
""",
  "staff-console", "component", "verified", branches=IE11,
  applies_to={"@fullcalendar/react": "^5.11", "react": "^17"}, assets=["ApptCalendar"],
  conditions="legacy/ie11 branch only: React 17 + @fullcalendar/react 5.11.",
  counter_conditions="Not for main/feature branches on FullCalendar 6 / React 18.",
  source="Jira SCHED-1201; PR staff-console#1450", updated_at="2024-06-03")

E(3, "ApptCalendar 的 events 每次 render 都是新数组：闪烁、重复请求 /appointments",
r"""
【上海 QA 笔记】ApptCalendar 拖拽后整周日历闪一下，Network 里 /appointments?from=..&to=.. 连续请求好几次。

现象：
- 切换周、拖拽、打开详情抽屉都会导致全部事件重新渲染，event 的 tooltip 会消失又出现；
- 低配电脑上 CPU 100%，偶尔出现无限循环。

原因：
1. `events={appts.map(toEvent)}` 每次 render 都生成新数组，FullCalendar 认为 event source 变了，整批重绘；
2. `datesSet` 回调里无条件 `setRange({start, end})`，setState → re-render → 又触发 datesSet → 死循环。

修复：
```tsx
const appts = useCalendarStore((s) => s.appts);
const events = useMemo(() => appts.map(toEvent), [appts]);

const onDatesSet = useCallback((arg: DatesSetArg) => {
  setRange((prev) =>
    prev && prev.start === arg.startStr && prev.end === arg.endStr ? prev : { start: arg.startStr, end: arg.endStr },
  );
}, []);

<FullCalendar events={events} datesSet={onDatesSet} /* ... */ />
```
- 所有传给 FullCalendar 的回调都用 useCallback 包一层；
- 不要在 eventContent 里创建新组件类型（每次 render 新函数组件会卸载重建）。

注意：Vue 版没有这个问题，因为 `:options` 是响应式对象，FullCalendar Vue 做了 diff。
""",
  "staff-console", "component", "verified",
  applies_to={"@fullcalendar/react": ">=5"}, assets=["ApptCalendar"],
  conditions="任何分支上用 @fullcalendar/react 渲染 ApptCalendar（FullCalendar 5 或 6）。",
  counter_conditions="不适用于 ApptList（antd Table，不是 FullCalendar）。",
  source="上海团队周报 2024-W21; PR staff-console#1431", updated_at="2024-05-27")

E(4, "ApptCalendar store selectors: use useShallow (zustand >= 4.4)",
r"""
Symptom: ApptCalendar re-renders on every store change (even unrelated `ui.sidebarOpen`),
React Profiler shows `ApptCalendar` committing 30+ times while dragging.

Cause: the selector returns a new object each time:
`const { appts, providers } = useCalendarStore((s) => ({ appts: s.appts, providers: s.providers }))`.
zustand compares with `Object.is` by default.

Fix (zustand 4.4+):
```ts
import { useShallow } from 'zustand/react/shallow';
const { appts, providers } = useCalendarStore(
  useShallow((s) => ({ appts: s.appts, providers: s.providers })),
);
```
Or select primitives/stable references separately: `const appts = useCalendarStore((s) => s.appts)`.

Don't: pass `shallow` as the second argument on 4.4+ — it still works but is deprecated
and our lint rule `meridian/no-zustand-eqfn` flags it. On branches pinned below 4.4 see the
legacy note.
""",
  "staff-console", "store", "verified",
  applies_to={"zustand": ">=4.4 <5"}, assets=["ApptCalendar", "useCalendarStore"],
  conditions="zustand 4.4 or later (zustand/react/shallow exists).",
  counter_conditions="zustand < 4.4 (legacy/ie11 is pinned to 4.3.x): useShallow does not exist there.",
  source="PR staff-console#1466", updated_at="2024-06-11")

E(5, "Legacy zustand (< 4.4): shallow equality function for ApptCalendar selectors",
r"""
Symptom: same re-render storm as on main, but `zustand/react/shallow` import fails on the
IE11 branch: `Module not found: Can't resolve 'zustand/react/shallow'`.

Cause: legacy/ie11 is pinned to zustand 4.3.9 (newer versions ship untranspiled
`useSyncExternalStore` shims our IE11 babel config breaks on). `useShallow` was added in 4.4.

Fix:
```js
import shallow from 'zustand/shallow';
const { appts, providers } = useCalendarStore(
  (s) => ({ appts: s.appts, providers: s.providers }),
  shallow,
);
```
Don't: bump zustand on this branch to get `useShallow`.
""",
  "staff-console", "store", "verified",
  applies_to={"zustand": ">=4.0 <4.4"}, assets=["ApptCalendar", "useCalendarStore"],
  conditions="zustand 4.0 - 4.3.x (legacy/ie11 pin).",
  counter_conditions="zustand 4.4+: use useShallow instead.",
  source="PR staff-console#1472", updated_at="2024-06-12")

E(6, "ApptList (not ApptCalendar): antd 5 Table `virtual` for long day lists",
r"""
ApptList is the flat table view of the day (front desk "list mode"), not the drag grid.
Big clinics have 600+ rows per day; el-table with `height` was fine in Vue, but the antd
Table rendered every row and scrolling stuttered.

Fix: antd >= 5.9 supports virtual scrolling on Table:
```tsx
<Table<ApptRow>
  virtual
  scroll={{ x: 1200, y: 640 }}   // both required with virtual
  rowKey="id"
  columns={columns}
  dataSource={rows}
  pagination={false}
/>
```
- Fixed column widths are required (`width` on every column), otherwise header/body drift.
- Keep `rowClassName` status colours (see the rowClassName note); they still work.

Counter-cases:
- ApptList "notes preview" mode uses expandable rows with variable heights; with `virtual`
  the scroll position jumped and expanded rows overlapped (SCHED-1262). Keep server-side
  pagination there.
- antd < 5.9 has no `virtual` prop on Table.
""",
  "staff-console", "component", "verified",
  applies_to={"antd": ">=5.9 <6"}, assets=["ApptList"],
  conditions="ApptList plain list mode, fixed row height, antd >= 5.9.",
  counter_conditions="Not for ApptCalendar. Not for ApptList with expandable rows (notes preview) or variable row heights. Not on antd < 5.9.",
  source="PR staff-console#1502; Jira SCHED-1262", updated_at="2024-07-02")

E(7, "ApptList：el-table 的 row-class-name 按预约状态上色 → antd Table rowClassName",
r"""
Vue 版：
```vue
<el-table :data="rows" :row-class-name="rowClass">
methods: { rowClass({ row }) { return 'appt-' + row.status } }  // checked_in / no_show / cancelled
```
React 版（antd Table）：
```tsx
<Table
  rowKey="id"
  dataSource={rows}
  rowClassName={(row) => `appt-${row.status}`}
  columns={columns}
/>
```
注意点：
1. Element 的回调参数是 `{ row, rowIndex }` 对象，antd 是 `(record, index)` 位置参数，别照抄解构；
2. 样式里 `.el-table .appt-no_show td` 要改成 `.ant-table-tbody > tr.appt-no_show > td`，否则 hover 色会盖掉状态色；
3. antd 5 的 CSS-in-JS 优先级比较高，状态色写在 `:where()` 里会被覆盖，用普通类名 + `!important` 之外的办法：放到 ConfigProvider 的 `components.Table` token 不行（不支持按行），最后用 CSS Module 提高选择器权重。
""",
  "staff-console", "component", "verified",
  applies_to={"antd": ">=4.24 <6"}, assets=["ApptList"],
  conditions="ApptList 或其他 el-table 迁到 antd Table，需要按行状态加 class。",
  counter_conditions="ApptCalendar 的事件颜色用 FullCalendar 的 eventClassNames，不是这个。",
  source="上海团队笔记 2024-06; PR staff-console#1488", updated_at="2024-06-20")

E(8, "ApptList server-side paging: el-pagination current-change -> antd Table pagination.onChange",
r"""
Symptom: page 2 of ApptList showed page 1 again after changing page size.
Cause: el-pagination emitted `current-change` and `size-change` separately; we mapped only
`onChange(page)` and ignored pageSize. Also Element resets to page 1 on size change, antd does not.

Fix:
```tsx
<Table
  pagination={{
    current: page, pageSize, total,
    showSizeChanger: true,
    onChange: (p, size) => { if (size !== pageSize) { setPageSize(size); setPage(1); } else setPage(p); },
  }}
/>
```
Both libraries are 1-based, keep the API `?page=` as is.
""",
  "staff-console", "component", "verified",
  applies_to={"antd": ">=4.24 <6"}, assets=["ApptList"],
  source="PR staff-console#1490", updated_at="2024-06-21")

E(9, "（草稿）ApptList 候补队列拖拽排序：dnd-kit 方案",
r"""
背景：ApptList 的 "Waitlist" 页签里，前台可以拖动行调整候补优先级（priority）。
Vue 版用的是 vuedraggable + el-table 的 row-key，React 版打算用 @dnd-kit/sortable：

```tsx
<DndContext onDragEnd={({ active, over }) => over && reorder(active.id, over.id)}>
  <SortableContext items={rows.map((r) => r.id)} strategy={verticalListSortingStrategy}>
    <Table components={{ body: { row: SortableRow } }} rowKey="id" dataSource={rows} />
  </SortableContext>
</DndContext>
```
待确认：
- reorder 后是一次 PUT /waitlist/order 还是每行 PATCH priority；
- 和 antd Table virtual 一起用会不会有问题（还没测）。

注意：这是候补队列排序，不是改约。拖动这里的行不改变预约时间，也不会返回 SCHED-409。
""",
  "staff-console", "component", "candidate",
  applies_to={"react": ">=17"}, assets=["ApptList"],
  conditions="ApptList 的 Waitlist 页签，调整候补优先级。",
  counter_conditions="不是改约（reschedule）；不要用于 ApptCalendar 的拖拽改约，也不要用来在 ApptList 里改预约日期/时间。",
  source="上海团队草稿 2024-07", updated_at="2024-07-09")

E(10, "[SCHED-409] 挪约撞档：先 revert 再用 App.useApp 的 message 提示",
r"""
Symptom / 现象：前台在 ApptCalendar 上挪约（拖拽改约），后端返回 409 `{"code":"SCHED-409","conflictWith":"appt_8812"}`，
事件停在新位置，没有任何提示；偶尔还报 `Warning: [antd: message] Static function can not consume context like dynamic theme`。

Cause / 原因：
1. 撞档（slot conflict）时没有调用 `info.revert()`；
2. 用了 `message.error()` 静态方法，拿不到 ConfigProvider 的主题和 locale，提示是英文默认样式。

Fix / 修复：
```tsx
// App.tsx 根部包一层 <App>（antd >= 5.1）
<ConfigProvider theme={theme} locale={zhCN}><AntApp><Routes /></AntApp></ConfigProvider>

// ApptCalendar.tsx
const { message } = AntApp.useApp();
...
catch (err) {
  revert();
  if (isSchedError(err, 'SCHED-409')) {
    message.warning(t('calendar.slotConflict', { time: fmtClinic(oldEvent.start) }));
  }
}
```
Don't / 不要：
- 不要在 409 后带 `force=true` 自动重试（旧方案已废弃，造成过双重预约 INC-2291）；
- 不要在提示里显示冲突预约的患者姓名（PHI），只显示时间段。
""",
  "staff-console", "component", "verified", branches=SC_MODERN,
  applies_to={"antd": ">=5.1 <6", "@fullcalendar/react": ">=6 <7"}, assets=["ApptCalendar"],
  conditions="staff-console ApptCalendar，antd 5.1 及以上（有 App 组件），FullCalendar React 6。",
  counter_conditions="antd 5.0.x 没有 App.useApp；legacy/ie11 分支（antd 4）见 IE11 的 SCHED-409 条目。不适用于 ApptList（没有拖拽改约）；视频问诊（telehealth）预约不可拖拽，必须走 RescheduleDialog。",
  source="Jira SCHED-1184; PR staff-console#1425", updated_at="2024-05-28")

E(11, "legacy/ie11: SCHED-409 conflict toast with antd 4 static message",
r"""
On legacy/ie11 (antd 4.24, React 17) there is no `App.useApp()`. Use the static API but
configure it once at boot so it picks the right container and duration:

```js
message.config({ top: 72, duration: 4, maxCount: 2, getContainer: () => document.getElementById('react-island-root') });
...
.catch(function (err) {
  revert();
  if (err.response && err.response.data && err.response.data.code === 'SCHED-409') {
    message.warning(i18n.t('calendar.slotConflict'));
  }
});
```
`getContainer` matters: the React island is mounted inside the Vue shell and the default
body container was hidden behind the Vue header (z-index 2000 from Element).
Don't auto-retry with force=true.
""",
  "staff-console", "component", "verified", branches=IE11,
  applies_to={"antd": "^4.24"}, assets=["ApptCalendar"],
  conditions="legacy/ie11 only (antd 4.24).",
  counter_conditions="antd 5 branches: use App.useApp().",
  source="PR staff-console#1455", updated_at="2024-06-05")

E(12, "SCHED-409: auto-retry reschedule with force=true (DEPRECATED)",
r"""
DEPRECATED 2024-04-18 after INC-2291 (two patients booked into the same MRI slot).

Old advice: when PATCH /appointments/:id returns SCHED-409, immediately retry with
`?force=true` so the staff member's move wins; the backend then bumps the other appointment
to the waitlist.

Why it is wrong: force=true skips the resource check (rooms, devices), and the "bump" job
ran asynchronously, so for up to 30 s both appointments were confirmed and reminder SMS
went out for both. Use revert + message instead.
""",
  "*", "other", "deprecated", assets=["ApptCalendar"],
  source="Confluence FE/Scheduling (archived)", updated_at="2024-04-18")

E(13, "SCHED-423 slot locked (patient checkout in progress): revert, show hold expiry, poll briefly",
r"""
Symptom: drop in ApptCalendar rejected with
`423 {"code":"SCHED-423","lockedBy":"patient-booking","expiresAt":"2024-06-10T15:04:00Z"}`.
Front desk retried 10+ times in a row.

Cause: booking-web holds a slot for 5 minutes while a patient is at the insurance/confirm
step. Staff drops into that slot get SCHED-423 (locked), not SCHED-409 (conflict).

Fix:
- `revert()` the drop (same as 409).
- Show "Slot held online until 10:04 AM" using the *clinic* time zone
  (`dayjs.utc(expiresAt).tz(clinicTz).format('h:mm A')`).
- Optionally poll `GET /slots/:id/lock` every 15 s for at most 2 minutes and enable a
  "Try again" button when the lock is gone. No automatic re-drop.

Don't:
- Don't show who holds the lock (patient name/phone is PHI); `lockedBy` is only a channel.
- Don't treat 423 as 409 in analytics; they are separate codes in `schedErrors.ts`.
""",
  "staff-console", "component", "verified", assets=["ApptCalendar"],
  conditions="Any staff-console branch; backend returns SCHED-423 with expiresAt.",
  source="Jira SCHED-1230", updated_at="2024-06-14")

E(14, "SCHED-410 appointment gone during drag (cancelled elsewhere): remove event, refetch — needs review",
r"""
Draft from on-call (2024-07-01), NOT yet reviewed by the scheduling team.

Symptom: staff drags an appointment that the patient cancelled online a few seconds
earlier; server answers `410 {"code":"SCHED-410"}`. revert() puts the stale block back, so
it looks like the appointment still exists.

Proposed fix:
```ts
if (isSchedError(err, 'SCHED-410')) {
  event.remove();                       // FullCalendar API
  removeAppt(event.id);                 // zustand
  queryVisibleRange();                  // refetch current week
  message.info(t('calendar.apptGone'));
}
```
Open questions: should we show "cancelled by patient" (leaks status? probably fine) and
should the waitlist auto-offer the freed slot from the client or leave it to the backend?
""",
  "staff-console", "component", "review_required", assets=["ApptCalendar"],
  conditions="staff-console ApptCalendar drag/resize receiving SCHED-410.",
  counter_conditions="booking-web has its own flow for SCHED-410 (not covered here).",
  source="on-call notes 2024-07-01", updated_at="2024-07-01")

# ==========================================================================
# time zones (staff-console + team-wide)
# ==========================================================================
E(15, "tzMixin -> useClinicTz hook: format appointment times in the clinic zone, not the browser zone",
r"""
The Vue 2 app mixed `tzMixin` into ~40 components:
```js
export default {
  computed: { clinicTz() { return this.$store.state.settings.clinicTz } },
  methods: { fmt(ts, f = 'MMM D, h:mm A') { return dayjs.utc(ts).tz(this.clinicTz).format(f) } },
}
```
React replacement (one hook, no HOC):
```ts
export function useClinicTz() {
  const clinicTz = useSettingsStore((s) => s.clinicTz);      // e.g. 'America/Chicago'
  const fmt = useCallback((ts: string, f = 'MMM D, h:mm A') => dayjs.utc(ts).tz(clinicTz).format(f), [clinicTz]);
  return { clinicTz, fmt };
}
```
Rules:
- Appointment instants come from the API as UTC ISO strings; always `dayjs.utc(ts).tz(clinicTz)`.
  Never `dayjs(ts).format()` — that is the browser zone (staff often work remotely from
  another state, and the Shanghai QA team sees times 12-13 h off).
- `clinicTz` is loaded with the settings bootstrap; render a skeleton until it exists
  instead of falling back to the browser zone.
- Works on every branch, including legacy/ie11 (hooks exist in React 17).
""",
  "staff-console", "mixin", "verified",
  applies_to={"dayjs": ">=1.11"}, assets=["tzMixin", "useClinicTz"],
  conditions="Any staff-console component that displays appointment times.",
  counter_conditions="Date-only values (patient DOB, insurance effective dates) are not instants; do not push them through tz().",
  source="PR staff-console#1390", updated_at="2024-05-06")

E(16, "FullCalendar and clinic time zones without a named-zone plugin (ApptCalendar)",
r"""
## Problem
`<FullCalendar timeZone="America/Chicago" />` looked right in Chicago and wrong everywhere
else. Without a named-time-zone plugin (luxon / moment-timezone connectors) FullCalendar
only really understands `'local'` and `'UTC'`; a named zone falls back to UTC-coercion and
the event offsets we sent were ignored. We do not want luxon next to dayjs.

## What we do
- `timeZone="UTC"` on ApptCalendar.
- Feed *wall-clock* strings in the clinic zone, without offset:
  ```ts
  const toEvent = (a: Appt): EventInput => ({
    id: a.id,
    start: dayjs.utc(a.start).tz(clinicTz).format('YYYY-MM-DDTHH:mm:ss'),
    end: dayjs.utc(a.end).tz(clinicTz).format('YYYY-MM-DDTHH:mm:ss'),
    extendedProps: { version: a.version },
  });
  ```
- Convert back on drop/resize:
  ```ts
  const toUtc = (wall: string) => dayjs.tz(wall.slice(0, 19), clinicTz).utc().toISOString();
  ```
- `nowIndicator` uses the browser clock; pass `now={() => dayjs().tz(clinicTz).format('YYYY-MM-DDTHH:mm:ss')}`.

## Gotchas
- If `clinicTz` is not loaded yet, the first render shows the grid in UTC wall time and
  the blocks "jump" once settings arrive. Gate the calendar on settings being loaded.
  (This is not an SSR hydration problem: staff-console is a pure SPA.)
- DST weeks: the 2 AM row is missing/duplicated in the grid; that is expected.
""",
  "staff-console", "component", "verified",
  applies_to={"@fullcalendar/react": ">=5"}, assets=["ApptCalendar"],
  conditions="ApptCalendar on FullCalendar React 5 or 6, dayjs with utc+timezone plugins.",
  counter_conditions="Not for booking-web SlotPicker (no FullCalendar, SSR).",
  source="Confluence FE/Timezones; PR staff-console#1398", updated_at="2024-05-10")

E(17, "dayjs 插件注册顺序：先 utc 再 timezone，全项目只在 src/lib/dayjs.ts 注册一次",
r"""
现象：`dayjs.tz is not a function`，或者 `dayjs.tz('2024-03-10 02:30', 'America/New_York')` 结果差一小时。
原因：
1. 有的文件直接 `import dayjs from 'dayjs'`，没有经过注册插件的入口；
2. timezone 插件依赖 utc 插件，注册顺序反了在部分版本上 `.tz()` 计算 offset 出错。

约定：
```ts
// src/lib/dayjs.ts —— 唯一入口
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import customParseFormat from 'dayjs/plugin/customParseFormat';
dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(customParseFormat);
export default dayjs;
```
ESLint：`no-restricted-imports` 禁止业务代码直接 import 'dayjs'。
booking-web 和 staff-console 都适用。Next.js 里 server component 也要从这个入口 import，否则 SSR 端没有插件。
""",
  "*", "plugin", "verified",
  applies_to={"dayjs": ">=1.11"},
  conditions="所有用 dayjs 的项目和分支。",
  source="上海团队笔记; PR booking-web#702, staff-console#1377", updated_at="2024-04-29")

E(18, "Appointment durations across DST: compute in the clinic zone, never add 24h/60min by hand",
r"""
Symptom: on 2024-03-10 recurring 1 h slots generated by the client showed 2 h in the grid.
Cause: `start.add(60, 'minute')` on a UTC-converted value and `end - start` in ms across the
spring-forward gap.
Fix: build slot boundaries as clinic wall times, then convert: `dayjs.tz('2024-03-10 01:00', tz).add(1, 'hour')`
is wrong too; use `dayjs.tz(`${date} ${hh}:${mm}`, tz)` for each boundary and let tz() resolve.
Durations shown to staff = `end.diff(start, 'minute')` on UTC instants from the server.
Don't generate slots client-side at all for new code; use `GET /slots`.
""",
  "*", "other", "verified",
  applies_to={"dayjs": ">=1.11"},
  source="Jira SCHED-1102", updated_at="2024-03-14")

# ==========================================================================
# print views (staff-console)
# ==========================================================================
E(19, "Staff day-sheet print: dedicated /print/day-sheet route, not window.print() over a Modal",
r"""
Symptom: "Print day sheet" printed an empty page with only the header, or the whole calendar
behind the dialog.
Cause: in Vue the preview lived in an el-dialog appended to body and we printed with a
`.no-print` class list. The antd Modal renders into a portal; our `@media print { #root > * { display: none } }`
hid the portal's sibling root too, and FullCalendar printed at screen width.
Fix:
- Route `/print/day-sheet?date=2024-07-03&provider=all` rendered *outside* the app layout
  (no nav, no FullCalendar), plain `<table>` markup, then `window.print()` in a
  `useEffect` after data + fonts are ready (`document.fonts.ready`).
- `@page { size: letter portrait; margin: 12mm }` and `thead { display: table-header-group }`
  so the header repeats on each page.
- Open the route with `window.open` from the calendar toolbar.
Don't: print from inside a Modal/Drawer; don't print FullCalendar itself.
""",
  "staff-console", "component", "verified", branches=SC_MODERN,
  assets=["DaySheetPrint"],
  conditions="staff-console day sheet / provider schedule printing on modern browsers.",
  counter_conditions="Not for prescription printing (eRx prints come from the EHR vendor's iframe; we do not own that markup). Not on legacy/ie11 (see the IE11 print note).",
  source="PR staff-console#1512", updated_at="2024-07-05")

E(20, "legacy/ie11 day-sheet print: IE11 ignores @page margins; print through a hidden iframe",
r"""
Symptom: on IE11 kiosks the day sheet printed with 0 margins and the last column cut off.
Cause: IE11 ignores `@page { margin }` and `size`, and `window.open` popups are blocked by the
clinic group policy.
Fix: build the print HTML into a hidden iframe and call `iframe.contentWindow.print()`;
use a fixed-width `<table style="width:7.5in">` and padding on a wrapper div instead of @page.
`document.fonts.ready` does not exist on IE11: wait for `window.onload` of the iframe.
""",
  "staff-console", "component", "verified", branches=IE11,
  assets=["DaySheetPrint"],
  conditions="legacy/ie11 only.",
  counter_conditions="Modern branches: use the /print/day-sheet route.",
  source="PR staff-console#1519", updated_at="2024-07-08")

E(21, "（候选）antd Table 的 sticky 表头导致日程表打印错乱",
r"""
上海 QA 提的单 QA-881，还没在所有打印机上确认，先当检查项用：
- [ ] `@media print { .ant-table-sticky-holder, .ant-table-sticky-scroll { position: static !important; } }`
- [ ] 监听 beforeprint / `window.matchMedia('print')`，打印时把 Table 的 `sticky` 关掉
- [ ] 打印时去掉 `scroll.y`，否则只打印出可视区域里的那几行
- [ ] 在 Chrome「另存为 PDF」和 Midtown 诊所的 Brother 打印机上都验一遍
- [ ] 表头每页重复：`thead { display: table-header-group }` 对 antd 的分离表头不生效，需要确认
""",
  "staff-console", "style", "candidate",
  applies_to={"antd": ">=5 <6"}, assets=["DaySheetPrint", "ApptList"],
  source="QA Shanghai ticket QA-881", updated_at="2024-07-10")

# ==========================================================================
# auth token refresh
# ==========================================================================
E(22, "Post-mortem: refresh stampede — single-flight token refresh and request replay",
r"""
# Post-mortem: "refresh stampede" (2024-04-22)

## Summary
When the access token expired, ApptCalendar, ApptList, the notifications poller and the
settings bootstrap all received 401 at once. Each axios interceptor called
`POST /auth/refresh` on its own: 9-14 refresh calls per tab within 200 ms. The auth service
rotates refresh tokens, so only the first call succeeded; the others answered
`401 {"code":"AUTH-4011"}` (refresh token already used) and the client logged the user out
in the middle of their work. Front desk called it "the 10 AM logout".

## Timeline
- 09:58 deploy of auth-service with refresh-token rotation enabled
- 10:03 first support tickets ("kicked out while rescheduling")
- 10:40 rotation disabled server-side; 2024-04-24 client fix shipped

## Root cause
Vue 2 had one axios instance created in a Vuex plugin, and a `refreshing` flag in
Vuex state. During the React port each island created its own axios instance (copy-paste
from `src/api/http.js`) and the flag lived in module scope of each copy, so there were
several flags.

## Fix: one client, single-flight refresh, queued replay
```ts
// src/api/http.ts — the only axios instance in the app (Vue shell and React islands import it)
let refreshPromise: Promise<void> | null = null;

function refreshOnce(): Promise<void> {
  if (!refreshPromise) {
    refreshPromise = axios.post('/auth/refresh', null, { withCredentials: true })
      .then(() => undefined)
      .finally(() => { refreshPromise = null; });
  }
  return refreshPromise;
}

http.interceptors.response.use(undefined, async (error) => {
  const { config, response } = error;
  if (response?.status !== 401 || config._retried || config.url === '/auth/refresh') throw error;
  config._retried = true;
  await refreshOnce();          // every concurrent 401 awaits the same promise
  return http(config);          // replay the original request once
});
```
- Concurrent 401s queue on the same promise and are replayed in the order they failed.
- A request is replayed at most once (`_retried`).
- If the refresh itself fails with AUTH-4011, reject every queued request and go through
  the AUTH-4011 logout path (see that note); do not retry the refresh.
- Multiple tabs: a `BroadcastChannel('auth')` message tells other tabs a refresh finished
  so they replay instead of refreshing again.

## What we verified
Playwright test that expires the token server-side and opens 3 tabs: exactly one
`/auth/refresh` per expiry, no logout.

## Don't
- Don't create per-component axios instances.
- Don't refresh proactively on a timer from every island.
""",
  "*", "plugin", "verified",
  conditions="Any SPA code path using the shared axios client (staff-console shell and islands, booking-web client components).",
  counter_conditions="Server-side refresh in Next.js middleware/route handlers is a different flow (see the booking-web notes).",
  source="Confluence FE/Postmortems/2024-04 refresh stampede; PR staff-console#1341", updated_at="2024-04-26")

E(23, "legacy/ie11 axios 0.27: interceptor headers are plain objects (no AxiosHeaders)",
r"""
Symptom: the shared http.ts from main crashed on legacy/ie11: `config.headers.set is not a function`.
Cause: the branch is pinned to axios 0.27; `AxiosHeaders` exists only in 1.x.
Fix: `config.headers = Object.assign({}, config.headers, { Authorization: 'Bearer ' + t })`.
The single-flight refresh logic itself is unchanged.
""",
  "staff-console", "plugin", "verified", branches=IE11,
  applies_to={"axios": "<1"},
  source="PR staff-console#1458", updated_at="2024-06-06")

E(24, "booking-web (Next 14 App Router): refresh the session in middleware, not in Server Components",
r"""
Symptom: `Error: Cookies can only be modified in a Server Action or Route Handler` after
porting Nuxt's `auth.global.ts` refresh logic into a layout.
Cause: in the App Router `cookies()` is read-only in Server Components; the Nuxt plugin
refreshed inside rendering.
Fix:
- `middleware.ts`: if the access cookie is expired and a refresh cookie exists, call the
  auth service, set both httpOnly cookies on the `NextResponse`, continue.
- Server Components only read the cookie and call the API with it.
- Client components use the shared single-flight client for the rare 401 after render.
```ts
export async function middleware(req: NextRequest) {
  const res = NextResponse.next();
  if (isExpired(req.cookies.get('mc_at')?.value) && req.cookies.has('mc_rt')) {
    const t = await refresh(req.cookies.get('mc_rt')!.value);
    if (!t) return NextResponse.redirect(new URL('/login', req.url));
    res.cookies.set('mc_at', t.access, { httpOnly: true, secure: true, sameSite: 'lax' });
    res.cookies.set('mc_rt', t.refresh, { httpOnly: true, secure: true, sameSite: 'lax' });
  }
  return res;
}
```
Tokens never go to localStorage or to a NEXT_PUBLIC_ variable.
""",
  "booking-web", "router", "verified", branches=BW_MODERN,
  applies_to={"next": ">=14 <15"},
  conditions="booking-web App Router branches on Next 14.",
  counter_conditions="customer/stmarys is on Next 12 pages router (see that note).",
  source="PR booking-web#815", updated_at="2024-06-18")

E(25, "customer/stmarys (Next 12 pages router): token refresh in getServerSideProps + /api/refresh",
r"""
St Mary's fork has no middleware-based auth (Next 12.3, pages/). Pattern:
- `withSession(getServerSideProps)` wrapper: if access cookie expired, call the auth service,
  set cookies with `res.setHeader('Set-Cookie', [...])`, then run the page's gSSP.
- Client side: the shared single-flight axios client calls `/api/refresh` (an API route
  that proxies to the auth service and sets httpOnly cookies).
Don't copy the App Router middleware version: St Mary's SSO proxy strips the
`x-middleware-*` headers.
""",
  "booking-web", "router", "verified", branches=STMARYS,
  applies_to={"next": "^12.3"},
  conditions="customer/stmarys fork only.",
  source="PR booking-web#777 (stmarys)", updated_at="2024-05-30")

E(26, "Keep the refresh token across reloads with vuex-persistedstate (DEPRECATED)",
r"""
DEPRECATED (security review 2024-02): tokens in localStorage are readable by any injected
script. Old advice: `createPersistedState({ paths: ['auth.refreshToken'] })` and copy the
same into the React islands through `localStorage.getItem('vuex')`.
""",
  "*", "store", "deprecated",
  source="Confluence FE/Auth (archived)", updated_at="2024-02-12")

# ==========================================================================
# HIPAA / logging
# ==========================================================================
E(27, "HIPAA rules for client-side logging and error tracking (no PHI in client logs)",
r"""
# No PHI in client logs — team rule (booking-web, staff-console, all branches)

## 1. What counts as PHI for us
Patient name, DOB, phone, email, address, insurance member ID / group number, MRN,
appointment reason / visit type free text, and any combination of appointment time +
clinic + provider that identifies a person. Appointment IDs and slot IDs are NOT PHI.

## 2. Rules
1. `console.*` must never print API payloads. Use `log.debug(event, { apptId })` from
   `@meridian/log`, which only accepts an allow-listed set of keys.
2. Error tracking (Sentry) must scrub in `beforeSend` *and* `beforeBreadcrumb`:
   ```ts
   Sentry.init({
     dsn,
     sendDefaultPii: false,
     beforeBreadcrumb(b) {
       if (b.category === 'xhr' || b.category === 'fetch') { delete b.data?.request_body; delete b.data?.response_body; }
       if (b.category === 'ui.input') return null;           // never record typed values
       if (b.data?.url) b.data.url = stripQuery(b.data.url);
       return b;
     },
     beforeSend(event) {
       if (event.request?.url) event.request.url = stripQuery(event.request.url);
       delete event.request?.data; delete event.user?.email; delete event.user?.username;
       return scrubKeys(event, PHI_KEYS);
     },
   });
   ```
3. URLs: strip the query string before sending (search params have carried names and DOBs).
4. Session replay is disabled on every page with a form.
5. React ErrorBoundary: log `error.name`, `error.message` (scrubbed) and the component stack;
   never `JSON.stringify(props)` or state.
6. Analytics events carry only opaque IDs.

## 3. Why hashing is not enough
A hash of a name or DOB is still PHI under HIPAA when it can be re-identified by
dictionary (the DOB space is tiny). We removed the old md5 approach.

## 4. Review checklist for migration PRs
- [ ] no `console.log(response)` left from debugging
- [ ] new fetch/axios calls go through the shared client (breadcrumb scrubbing applies)
- [ ] ErrorBoundary fallback does not render raw error text containing payloads
- [ ] Vue `errorHandler` replacements do not serialize `vm.$data` equivalents

Owner: Security + FE platform. Violations are reportable incidents.
""",
  "*", "other", "verified",
  conditions="All projects and branches, all client code (Vue and React).",
  source="Security policy SEC-07 v3; Confluence FE/HIPAA", updated_at="2024-06-01")

E(28, "Log patient names as md5 hashes for debugging (DEPRECATED)",
r"""
DEPRECATED 2024-03 (Security review): a hashed name/DOB is still PHI.
Old advice: `log.info('booking', { patient: md5(name + dob) })` so support could correlate.
Use appointment IDs instead.
""",
  "*", "other", "deprecated",
  source="Confluence FE/Logging (archived)", updated_at="2024-03-20")

E(29, "booking-web: no PHI in URL query strings (analytics and access logs capture them)",
r"""
Symptom: GA4 and CDN logs contained `?firstName=...&dob=...` from the Nuxt booking wizard
(`router.push({ query: form })`).
Fix in the Next port: wizard state lives in a client store / RHF state; the URL only holds
`?step=insurance` and an opaque `bookingRef` (`bk_7Q2...`). Use POST for the lookup
(`/api/patients/lookup`), never GET with identifiers. `useSearchParams` must not read PHI.
""",
  "booking-web", "router", "verified",
  conditions="All booking-web branches.",
  source="Security finding SEC-2024-011; PR booking-web#741", updated_at="2024-05-02")

E(30, "booking-web: strip console.* from production bundles with Next compiler.removeConsole",
r"""
```js
// next.config.js
module.exports = { compiler: { removeConsole: process.env.NODE_ENV === 'production' ? { exclude: ['error'] } : false } };
```
`console.error` stays because the ErrorBoundary reporter uses it; it must only get scrubbed
messages (see HIPAA logging rules). Nuxt had `terser drop_console` in vite config.
""",
  "booking-web", "build", "verified",
  applies_to={"next": ">=13"},
  source="PR booking-web#744", updated_at="2024-05-03")

E(31, "Vue.config.errorHandler 打印了 vm.$data（含患者信息）→ React ErrorBoundary 只记录 message 和组件栈",
r"""
事故：staff-console 的 Vue 全局 errorHandler 里写了 `Sentry.captureException(err, { extra: { data: vm.$data } })`，
ApptCalendar 报错时把整周的预约（含患者姓名、电话）发到了 Sentry。

迁移到 React 时：
```tsx
class IslandErrorBoundary extends React.Component<Props, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() { return { failed: true }; }
  componentDidCatch(error: Error, info: React.ErrorInfo) {
    reportError({ name: error.name, message: scrub(error.message), componentStack: info.componentStack });
    // 不要：extra: { props: this.props }  —— props 里就是预约数据
  }
  render() { return this.state.failed ? <IslandFallback /> : this.props.children; }
}
```
- 每个 React 岛外面包一个 IslandErrorBoundary；
- Vue 壳子里的 errorHandler 也改成只传 `err.message` + 组件名；
- `scrub()` 会去掉 message 里的手机号、邮箱、日期。
""",
  "staff-console", "plugin", "verified",
  conditions="staff-console 所有分支（Vue 壳子 + React 岛）。",
  source="事故 INC-2240 复盘; PR staff-console#1322", updated_at="2024-04-10")

# ==========================================================================
# staff-console: store, UI library, directives, filters, i18n, router, tests, build
# ==========================================================================
E(32, "Vuex `calendar` module -> zustand slice: actions call the API, mutations disappear",
r"""
Mapping we use for every Vuex module:
| Vuex | zustand |
|---|---|
| state | initial state object |
| mutations (MOVE_APPT) | plain `set()` inside actions, no separate layer |
| actions (fetchWeek) | async functions in the store that call `set()` |
| getters (visibleAppointments) | selector functions exported next to the store |
| namespaced modules | one store per domain (`useCalendarStore`, `useSettingsStore`) |

```ts
export const useCalendarStore = create<CalendarState>()((set, get) => ({
  appts: [], range: null,
  fetchWeek: async (range) => { set({ range }); set({ appts: await api.getAppts(range) }); },
  moveAppt: (id, start, end) => set({ appts: get().appts.map((a) => (a.id === id ? { ...a, start, end } : a)) }),
}));
export const selectVisible = (s: CalendarState) => s.appts.filter((a) => a.status !== 'cancelled');
```
While both apps run, the Vue shell reads the zustand store through `useCalendarStore.getState()`
and `subscribe()`; do not keep a parallel Vuex copy of the same data.
""",
  "staff-console", "store", "verified",
  applies_to={"zustand": ">=4"}, assets=["calendar", "useCalendarStore"],
  source="PR staff-console#1360", updated_at="2024-04-19")

E(33, "（候选）ApptList 里的 mapGetters → 导出的 selector + useMemo",
r"""
检查项（上海 QA 整理，QA-840）：
- [ ] `...mapGetters('calendar', ['todayAppts', 'byProvider'])` 换成 store 旁边导出的 selector 函数
- [ ] 返回新数组/新对象的 selector 要配 useShallow（zustand 4.4+）或 shallow（legacy 分支）
- [ ] `byProvider` 分组不要写在 store 里，在组件里对选出来的数组 `useMemo`
- [ ] 找一个忙的日子（Midtown 周一）对比 Vue 版和 React 版的条数
""",
  "staff-console", "store", "candidate",
  assets=["ApptList"],
  source="QA Shanghai QA-840", updated_at="2024-06-25")

E(34, "el-dialog `:visible.sync` -> antd Modal `open` + `onCancel` (and destroyOnClose for forms)",
r"""
Vue:
```vue
<el-dialog :visible.sync="showEdit" @closed="resetForm"> <ApptEditForm /> </el-dialog>
```
React:
```tsx
const [open, setOpen] = useState(false);
<Modal open={open} onCancel={() => setOpen(false)} afterClose={resetForm} destroyOnClose footer={null}>
  <ApptEditForm onDone={() => setOpen(false)} />
</Modal>
```
- `.sync` two-way binding becomes a controlled `open` state plus `onCancel`; the child closes
  through a callback, it never mutates the parent's state directly.
- `visible` is the antd 4.22- name; since 4.23 and in antd 5 use `open` (`visible` logs a
  deprecation warning in 5).
- `destroyOnClose` is required for forms, otherwise antd keeps the old Form values when the
  modal opens for another appointment (Element destroyed the slot content on `destroy-on-close`).
- Double-pop bug: don't open the modal from both `onClick` and `onDoubleClick` of an event.
""",
  "staff-console", "component", "verified",
  applies_to={"antd": ">=4.23 <6"}, assets=["el-dialog", "ApptEditModal"],
  source="PR staff-console#1370", updated_at="2024-04-22")

E(35, "Element UI SCSS theme variables -> antd 5 design tokens via ConfigProvider",
r"""
Element theme lived in `element-variables.scss` (`$--color-primary: #0b6e99` etc.).
antd 5 has no Less/SCSS variables; use tokens:
```tsx
<ConfigProvider theme={{
  token: { colorPrimary: '#0b6e99', borderRadius: 4, fontFamily: 'Inter, "PingFang SC", sans-serif' },
  components: { Table: { headerBg: '#f3f6f9' }, Modal: { titleFontSize: 18 } },
}}>
```
- Keep the Element SCSS for the Vue shell until the last Vue page is gone; both themes
  must use the same palette (`src/theme/palette.ts` exports the hex values to both).
- Don't try `modifyVars`: that is antd 4 / Less only.
""",
  "staff-console", "style", "verified", branches=SC_MODERN,
  applies_to={"antd": ">=5 <6"},
  counter_conditions="legacy/ie11 (antd 4.24): use Less modifyVars (separate note).",
  source="PR staff-console#1351", updated_at="2024-04-15")

E(36, "legacy/ie11: theme with antd 4 Less modifyVars (no CSS-in-JS tokens)",
r"""
antd 5 CSS-in-JS uses `:where()` selectors that IE11 does not support, which is one reason
the branch stays on antd 4.24. Theme through webpack less-loader:
```js
{ loader: 'less-loader', options: { lessOptions: { modifyVars: { 'primary-color': '#0b6e99', 'border-radius-base': '4px' }, javascriptEnabled: true } } }
```
Import `antd/dist/antd.less` once in the legacy entry. Map the Element SCSS palette from
`src/theme/palette.js` into modifyVars so Vue and React pages match.
""",
  "staff-console", "style", "verified", branches=IE11,
  applies_to={"antd": "^4.24"},
  source="PR staff-console#1449", updated_at="2024-06-04")

E(37, "el-date-picker -> antd 5 DatePicker: values are dayjs objects; keep clinic tz explicit",
r"""
- antd 5 DatePicker/TimePicker take and return dayjs objects. Convert at the form boundary:
  `value={v ? dayjs.utc(v).tz(clinicTz) : null}` / `onChange={(d) => set(d ? d.tz(clinicTz, true).utc().toISOString() : null)}`.
- Element's `value-format="yyyy-MM-dd"` returned strings; antd does not, so forms that sent
  strings need an explicit `format()`.
- `disabledDate` gets a dayjs; use `current.isBefore(dayjs().tz(clinicTz).startOf('day'))`.
- Don't import moment anywhere on these branches.
""",
  "staff-console", "component", "verified",
  applies_to={"antd": ">=5 <6"}, assets=["el-date-picker"],
  counter_conditions="antd 4 (legacy/ie11) DatePicker works with moment objects.",
  source="PR staff-console#1380", updated_at="2024-04-30")

E(38, "legacy/ie11: antd 4 DatePicker uses moment — convert dayjs at the boundary",
r"""
Symptom: `date.isValid is not a function` / picker shows "Invalid date" when passing dayjs
values on legacy/ie11.
Cause: antd 4.24 DatePicker is built on moment; the dayjs replacement plugin
(antd-dayjs-webpack-plugin) conflicts with our tz helpers.
Fix: keep dayjs in business code, convert only at the picker:
```js
value={v ? moment(dayjs.utc(v).tz(clinicTz).format('YYYY-MM-DDTHH:mm:ss')) : null}
onChange={(m) => set(m ? dayjs.tz(m.format('YYYY-MM-DDTHH:mm:ss'), clinicTz).utc().toISOString() : null)}
```
""",
  "staff-console", "component", "verified", branches=IE11,
  applies_to={"antd": "^4.24", "moment": "^2.29"}, assets=["el-date-picker"],
  source="PR staff-console#1452", updated_at="2024-06-05")

E(39, "v-permission directive -> <Can> component and usePermission hook",
r"""
Vue: `<el-button v-permission="'appt:reschedule'">Move</el-button>` — the directive removed
the element from the DOM in `inserted`.
React: directives don't exist; don't write a HOC per button.
```tsx
export function usePermission(p: Perm) { return useSessionStore((s) => s.perms.includes(p)); }
export function Can({ perm, children, fallback = null }: CanProps) { return usePermission(perm) ? <>{children}</> : <>{fallback}</>; }

<Can perm="appt:reschedule"><Button>Move</Button></Can>
```
- ApptCalendar `editable` must also be driven by `usePermission('appt:reschedule')`; hiding
  the button is not enough (drag stays enabled otherwise).
- The permission list comes from the session bootstrap, same source as the Vue directive.
""",
  "staff-console", "directive", "verified",
  assets=["v-permission"],
  source="PR staff-console#1333", updated_at="2024-04-12")

E(40, "Vue filter `formatApptTime` -> plain function (filters don't exist in React or Vue 3)",
r"""
Template: `{{ appt.start | formatApptTime }}`. The filter read the clinic tz from the store
implicitly. In React make it explicit:
```ts
export const formatApptTime = (iso: string, tz: string, f = 'ddd MMM D, h:mm A') => dayjs.utc(iso).tz(tz).format(f);
// JSX
const { clinicTz } = useClinicTz();
<td>{formatApptTime(appt.start, clinicTz)}</td>
```
Don't read the store inside the util (untestable, and print routes render before the store
is hydrated). Same for `formatDuration` and `apptStatusLabel` filters.
""",
  "staff-console", "filter", "verified",
  applies_to={"dayjs": ">=1.11"}, assets=["formatApptTime"],
  source="PR staff-console#1336", updated_at="2024-04-12")

E(41, "vue-i18n 8 → react-i18next：$t / $tc 复数、插值语法和语言包拆分",
r"""
staff-console 的文案由上海团队维护（en-US / zh-CN / es-US）。迁移要点：
1. 插值：vue-i18n 用 `{time}`，i18next 默认 `{{time}}`。不要改语言包，配置 `interpolation: { prefix: '{', suffix: '}' }`；
2. 复数：`$tc('calendar.apptCount', n)` 的 "no appointment | {n} appointment | {n} appointments" 管道写法，
   i18next 要拆成 `apptCount_zero / apptCount_one / apptCount_other`，调用 `t('calendar.apptCount', { count: n })`；
   我们写了脚本 `scripts/i18n-pipe-to-plural.ts` 自动转换；
3. 中文没有复数，zh-CN 只保留 `_other`；
4. Vue 壳子和 React 岛共用同一份 JSON，语言切换时两边都要监听 `i18next.on('languageChanged')`。
```ts
i18n.use(initReactI18next).init({ resources, lng, fallbackLng: 'en-US', interpolation: { escapeValue: false, prefix: '{', suffix: '}' } });
```
""",
  "staff-console", "i18n", "verified",
  assets=["vue-i18n"],
  conditions="staff-console 所有分支。",
  counter_conditions="booking-web 用的是 Nuxt i18n / next-intl，不适用。",
  source="上海团队笔记 2024-05; PR staff-console#1402", updated_at="2024-05-15")

E(42, "vue-router 3 beforeEach auth guard -> react-router 6.4+ route loader / <RequireAuth>",
r"""
Vue: `router.beforeEach((to, from, next) => store.getters['session/ok'] ? next() : next({ name: 'login', query: { r: to.fullPath } }))`.
React (react-router-dom 6.4+ data router):
```tsx
const protectedLoader = async ({ request }: LoaderFunctionArgs) => {
  if (!(await session.ensure())) throw redirect(`/login?r=${encodeURIComponent(new URL(request.url).pathname)}`);
  return null;
};
createBrowserRouter([{ path: '/', loader: protectedLoader, element: <Shell />, children: [...] }]);
```
- `returnTo` carries only the pathname (no query: it can contain patient search terms).
- Per-route permissions: `handle: { perm: 'appt:view' }` + check in the loader.
""",
  "staff-console", "router", "verified",
  applies_to={"react-router-dom": ">=6.4 <7"}, assets=["beforeEach"],
  counter_conditions="react-router 5 (legacy/ie11) has no loaders.",
  source="PR staff-console#1345", updated_at="2024-04-16")

E(43, "legacy/ie11: route guard with react-router-dom 5 <Route render>",
r"""
react-router 6 dropped IE11, so legacy/ie11 runs react-router-dom 5.3.
```jsx
function PrivateRoute({ component: C, perm, ...rest }) {
  const ok = useSession((s) => s.ok && (!perm || s.perms.indexOf(perm) >= 0));
  return <Route {...rest} render={(p) => ok ? <C {...p} /> : <Redirect to={{ pathname: '/login', search: '?r=' + encodeURIComponent(p.location.pathname) }} />} />;
}
```
Note `indexOf` instead of `includes` (not polyfilled for strings in our legacy entry).
""",
  "staff-console", "router", "verified", branches=IE11,
  applies_to={"react-router-dom": "^5.3"}, assets=["beforeEach"],
  source="PR staff-console#1457", updated_at="2024-06-06")

E(44, "Testing ApptCalendar drag: Playwright, not jsdom + vue-test-utils style simulation",
r"""
以前 vue-test-utils 的测试直接调 `wrapper.vm.onEventDrop(fakeInfo)`。换成 React + RTL 以后拿不到组件内部的 handler，
而且 jsdom 没有布局，FullCalendar 的拖拽在 jsdom 里模拟不出来（getBoundingClientRect 全是 0）。我们的做法：
- 把 handler 抽成导出函数 `handleEventDrop(info, deps)`，用假的 `info`（`revert: vi.fn()`）做单测；
- 真实拖拽放到 Playwright：
  `page.dragAndDrop('[data-appt-id="a1"]', '[data-time="10:30:00"] .fc-timegrid-slot-lane')`，
  后端用种子数据，某个固定时段一定返回 SCHED-409，验证色块会弹回去。
- 上海 QA 的回归用例编号 QA-CAL-01 ~ QA-CAL-12。
""",
  "staff-console", "test", "verified",
  assets=["ApptCalendar"],
  source="PR staff-console#1430", updated_at="2024-05-24")

E(45, "Build: React islands with Vite on modern branches; legacy/ie11 stays on webpack 5 + babel",
r"""
- main/feat/release: `vite build` produces `islands/*.js` that the vue-cli shell loads via
  `<script type="module">`. Keep React and antd out of the Vue bundle (externals) to avoid two copies.
- `define: { 'process.env.NODE_ENV': ... }` is needed because some antd deps read it.
- legacy/ie11 cannot load ES modules: it keeps the webpack 5 config with
  `@babel/preset-env { targets: 'ie 11', useBuiltIns: 'usage', corejs: 3 }`.
""",
  "staff-console", "build", "verified", branches=SC_MODERN,
  counter_conditions="Not for legacy/ie11.",
  source="PR staff-console#1310", updated_at="2024-04-02")

E(46, "Strangler shell（壳子）里挂 React 岛：createRoot 挂载，beforeDestroy 一定要 unmount",
r"""
背景：staff-console 迁移期间 Vue 2 应用是 strangler shell（我们叫"壳子"），新页面是 React island（"岛"），
通过 `<ReactIsland :component="'ApptCalendar'" :props="..."/>` 挂进去。

问题：切换路由几次后内存一直涨，Chrome heap snapshot 里有多份 FullCalendar 实例；控制台偶尔报
`Warning: You are calling ReactDOMClient.createRoot() on a container that has already been passed to createRoot() before`。

修复：
```js
// ReactIsland.vue
mounted() {
  this.root = createRoot(this.$el);
  this.root.render(h(IslandErrorBoundary, null, h(registry[this.component], this.props)));
},
watch: { props: { deep: true, handler(p) { this.root.render(h(IslandErrorBoundary, null, h(registry[this.component], p))); } } },
beforeDestroy() { this.root.unmount(); this.root = null; },
```
- 不要每次 props 变化都重新 createRoot，只 render；
- keep-alive 里的岛：在 `deactivated` 里不要 unmount，否则回来时状态丢失；
- 岛之间通信走 zustand store，不走 Vue event bus。
""",
  "staff-console", "component", "verified", branches=SC_MODERN,
  applies_to={"react": ">=18"}, assets=["ReactIsland"],
  counter_conditions="legacy/ie11（React 17）没有 createRoot，见 ReactDOM.render 那条。",
  source="PR staff-console#1318", updated_at="2024-04-05")

E(47, "legacy/ie11: mount React islands with ReactDOM.render / unmountComponentAtNode (React 17)",
r"""
React 17 has no `createRoot`. In `ReactIsland.vue`:
`mounted() { ReactDOM.render(el, this.$el) }`, `beforeDestroy() { ReactDOM.unmountComponentAtNode(this.$el) }`.
Re-render on props change by calling `ReactDOM.render` again on the same container.
Without the unmount, FullCalendar 5 instances leak exactly like on main.
""",
  "staff-console", "component", "verified", branches=IE11,
  applies_to={"react": "^17"}, assets=["ReactIsland"],
  source="PR staff-console#1451", updated_at="2024-06-05")

E(48, "el-select 远程搜索（患者查找）→ antd Select showSearch + filterOption={false} + 防抖",
r"""
Vue 版：`<el-select filterable remote :remote-method="searchPatients" :loading="loading">`。
antd 版：
```tsx
const [opts, setOpts] = useState<Option[]>([]);
const search = useMemo(() => debounce(async (q: string) => {
  if (q.trim().length < 2) return setOpts([]);
  setOpts(await api.searchPatients(q));          // POST，body 里传 q，不要放 URL
}, 300), []);

<Select showSearch filterOption={false} onSearch={search} options={opts}
        notFoundContent={loading ? <Spin size="small" /> : null} labelInValue />
```
要点：
1. 必须 `filterOption={false}`，否则 antd 会在本地再按 label 过滤一次，远程结果被吃掉；
2. 防抖 300ms，组件卸载时 `search.cancel()`；
3. 患者姓名是 PHI：搜索词不要写进 URL、不要打日志；
4. 选项 label 只显示姓名 + 出生年份，完整 DOB 不展示。
""",
  "staff-console", "component", "verified",
  applies_to={"antd": ">=4.24 <6"}, assets=["el-select", "PatientPicker"],
  source="上海团队笔记; PR staff-console#1411", updated_at="2024-05-20")

E(49, "el-table @selection-change -> antd Table rowSelection (bulk check-in in ApptList)",
r"""
`@selection-change="rows => selected = rows"` becomes
`rowSelection={{ selectedRowKeys, onChange: (keys, rows) => { setKeys(keys); setRows(rows); }, getCheckboxProps: (r) => ({ disabled: r.status === 'cancelled' }) }}`.
Element kept selection across pages only with `reserve-selection`; antd keeps `selectedRowKeys`
across pages when you control them, so clear them on date change explicitly.
""",
  "staff-console", "component", "verified",
  applies_to={"antd": ">=4.24 <6"}, assets=["ApptList"],
  source="PR staff-console#1493", updated_at="2024-06-24")

E(50, "InsuranceVerifyDrawer: el-form async validator -> antd Form rule validator returning a Promise",
r"""
Staff re-verify a patient's insurance at check-in in `InsuranceVerifyDrawer`.
Vue: `rules: { memberId: [{ validator: (r, v, cb) => api.checkMemberId(v).then(ok => cb(ok ? undefined : new Error('...'))) }] }`.
antd 5:
```tsx
<Form.Item name="memberId" validateTrigger="onBlur" validateDebounce={400}
  rules={[{ required: true }, { validator: async (_, v) => { if (v && !(await api.checkMemberId(payerId, v))) throw new Error(t('ins.memberIdInvalid')); } }]}>
  <Input autoComplete="off" />
</Form.Item>
```
- antd validators return a Promise (throw/reject to fail); there is no callback.
- `validateTrigger="onBlur"`: don't hit the payer check on every keystroke.
- Never log the member ID (PHI).
- This is the staff flow; the patient-facing form in booking-web is react-hook-form + zod.
""",
  "staff-console", "component", "verified",
  applies_to={"antd": ">=5.9 <6"}, assets=["InsuranceVerifyDrawer"],
  conditions="staff-console insurance verification drawer (antd 5.9+, validateDebounce).",
  counter_conditions="Not for booking-web patient forms (react-hook-form + zod).",
  source="PR staff-console#1420", updated_at="2024-05-22")

# ==========================================================================
# booking-web: SSR / hydration
# ==========================================================================
E(51, "Post-mortem: SSR hydration mismatch on appointment times (React #418/#425, the 'FOWT')",
r"""
# Post-mortem: "flash of wrong time" (FOWT) on booking-web

Period: 2024-06-03 .. 2024-06-07, booking-web `feat/next-app-router` canary (10 % of traffic).
Jira: BOOK-611. Reporter: Shanghai QA (they saw it on every page because of their +8 zone).

## 1. Symptoms
- `/booking/confirm` and `/booking/[ref]` first rendered "Wed Jul 3, 2:00 PM", then
  switched to "Wed Jul 3, 9:00 AM" after hydration — the FOWT.
- Console in dev: `Warning: Text content did not match. Server: "2:00 PM" Client: "9:00 AM"`.
- Production: `Minified React error #418` (hydration text mismatch) and `#425` (text content
  does not match server-rendered HTML); on some pages React dropped the whole tree to client
  rendering (`#423`), which also reset the react-hook-form state.

## 2. Root cause
In Nuxt, `<ClientOnly><ApptTime :iso="appt.start" /></ClientOnly>` hid the problem: times were
never server-rendered. In the Next port the component rendered on the server (Node, `TZ=UTC`)
and again on the client (browser zone) with `dayjs(iso).format('h:mm A')`. Different zones
produce different text -> hydration mismatch.

## 3. Fix
Format in the **clinic** zone on both sides, and pass the zone explicitly from the server:
```tsx
// app/booking/[ref]/page.tsx (Server Component)
const booking = await getBooking(params.ref);
return <ApptTime iso={booking.start} tz={booking.clinic.tz} />;

// components/ApptTime.tsx — can be a Server Component; no browser APIs
export function ApptTime({ iso, tz }: { iso: string; tz: string }) {
  const d = dayjs.utc(iso).tz(tz);
  return <time dateTime={iso}>{d.format('ddd MMM D, h:mm A')} <small>{d.format('z')}</small></time>;
}
```
- Server and client now produce identical text because neither uses the runtime zone.
- We show the zone abbreviation (CDT/EDT) because patients book from other states.
- dayjs must be imported from `src/lib/dayjs.ts` on the server too (plugins).

## 4. Why not `suppressHydrationWarning` everywhere
We tried `<body suppressHydrationWarning>` first. It only silences the warning for the
element's own attributes/text one level deep; the wrong time was still shown to patients
on first paint and child mismatches still throw #418. Globally suppressing also hides real
bugs (e.g. `Date.now()` in render). It is acceptable only on a single `<time>` whose text
is *intentionally* client-specific ("in 3 hours"), and only with a stable server fallback.

## 5. Other mismatch sources we found in the same sweep
- `Math.random()` ids for aria attributes -> `useId()`.
- `typeof window !== 'undefined'` branches in render -> move to `useEffect` or `dynamic(..., { ssr: false })`.
- Locale-dependent `toLocaleString()` -> explicit dayjs formats.

## 6. Don't
- Don't use this for staff-console: it is a client-only SPA, there is no SSR.
- Don't move times into `useEffect` just to avoid the warning; the time would be missing
  from the server HTML (bad for the confirmation email preview and print).
""",
  "booking-web", "component", "verified", branches=BW_MODERN,
  applies_to={"next": ">=14 <15", "react": ">=18"}, assets=["ApptTime", "SlotPicker"],
  conditions="booking-web App Router pages that server-render appointment or slot times.",
  counter_conditions="Not for staff-console (client-only SPA). Not for customer/stmarys (Next 12 pages router, React 17).",
  source="Confluence FE/Postmortems/2024-06 FOWT; Jira BOOK-611; PR booking-web#828", updated_at="2024-06-12")

E(52, "Nuxt <ClientOnly> -> next/dynamic with ssr:false (or a mounted flag) in client components",
r"""
`<ClientOnly><InsuranceCardScanner /></ClientOnly>` (camera API) becomes:
```tsx
const InsuranceCardScanner = dynamic(() => import('./InsuranceCardScanner'), { ssr: false, loading: () => <Skeleton height={220} /> });
```
`dynamic(..., { ssr: false })` must be called from a Client Component ('use client') in the
App Router. For tiny bits use `const mounted = useSyncExternalStore(() => () => {}, () => true, () => false)`.
Don't wrap whole pages in ssr:false to get rid of hydration warnings — fix the cause.
""",
  "booking-web", "component", "verified",
  applies_to={"next": ">=13"}, assets=["ClientOnly"],
  source="PR booking-web#790", updated_at="2024-05-27")

E(53, "MUI 5 + App Router: AppRouterCacheProvider or styles flash / class-name hydration errors",
r"""
Symptom: unstyled flash and `Prop className did not match` after moving layouts to app/.
Fix: wrap the root layout with `AppRouterCacheProvider` from `@mui/material-nextjs/v14-appRouter`
(`options={{ key: 'mui' }}`), then ThemeProvider + CssBaseline inside a client `Providers` component.
Emotion's default insertion point breaks with streaming; the provider flushes styles per chunk.
""",
  "booking-web", "style", "verified", branches=BW_MODERN,
  applies_to={"@mui/material": ">=5.15 <6", "next": ">=14 <15"},
  source="PR booking-web#799", updated_at="2024-05-29")

E(54, "customer/stmarys: MUI 4 SSR styles in Next 12 pages router (ServerStyleSheets in _document)",
r"""
St Mary's fork renders with @material-ui/core 4 (JSS). `pages/_document.tsx` must collect styles:
`const sheets = new ServerStyleSheets(); ctx.renderPage = () => orig({ enhanceApp: (App) => (p) => sheets.collect(<App {...p} />) });`
and remove `#jss-server-side` in `_app` `useEffect`. Without it, classes mismatch on hydration
(`Prop className did not match`).
""",
  "booking-web", "style", "verified", branches=STMARYS,
  applies_to={"@material-ui/core": "^4.12", "next": "^12.3"},
  source="PR booking-web#770 (stmarys)", updated_at="2024-05-21")

E(55, "Hydration: generated ids and Date.now() in render — use useId and server-provided 'now'",
r"""
- `id={'f-' + Math.random()}` for label/aria pairs -> `const id = useId()`.
- "Today" highlighting in SlotPicker used `new Date()` during render; the server's day can
  differ from the patient's around midnight. Pass `today` (clinic zone, YYYY-MM-DD) from the
  server and compare strings.
""",
  "booking-web", "component", "verified",
  applies_to={"react": ">=18"}, assets=["SlotPicker"],
  source="PR booking-web#831", updated_at="2024-06-13")

# ==========================================================================
# booking-web: data fetching / state
# ==========================================================================
E(56, "useBookingStore (Pinia) -> TanStack Query for server state + a small zustand store for the wizard",
r"""
The Pinia store mixed two things:
- server data: clinics, providers, slots, the booking draft from `/api/bookings/:ref`;
- wizard UI state: current step, selected slot id, consent checkboxes.

In the Next port:
- server data -> TanStack Query (`useQuery({ queryKey: ['slots', clinicId, day], queryFn })`),
  prefetched in Server Components where possible;
- wizard state -> `useBookingWizard` (zustand, not persisted) — only ids and flags, no PHI;
- the Pinia actions `confirmBooking` / `holdSlot` -> `useMutation` with
  `onSuccess: () => queryClient.invalidateQueries({ queryKey: ['slots'] })`.

```ts
export const useBookingWizard = create<Wizard>()((set) => ({
  step: 'slot', slotId: null, consent: false,
  pickSlot: (slotId) => set({ slotId, step: 'patient' }),
}));
```
Don't persist the wizard to localStorage (the Pinia store used pinia-plugin-persistedstate
with the patient name in it — removed).
""",
  "booking-web", "store", "verified",
  applies_to={"@tanstack/react-query": ">=5 <6"}, assets=["useBookingStore"],
  conditions="booking-web on TanStack Query 5.",
  counter_conditions="customer/stmarys uses react-query 3 (different API).",
  source="PR booking-web#760", updated_at="2024-05-16")

E(57, "TanStack Query 5 renames that bit us: isPending, gcTime, object-only signatures, no onSuccess on useQuery",
r"""
- `isLoading` (v4) is now `isPending`; v5 `isLoading` = `isPending && isFetching`.
  SlotPicker showed no skeleton because we kept `isLoading`.
- `cacheTime` -> `gcTime`.
- Only the object signature: `useQuery({ queryKey, queryFn })`; `useQuery(['slots', day], fn)` is a type error.
- `onSuccess`/`onError` on `useQuery` are gone; derive in render or use `useEffect`.
- `keepPreviousData: true` -> `placeholderData: keepPreviousData` (import the helper).
""",
  "booking-web", "other", "verified",
  applies_to={"@tanstack/react-query": "^5"},
  source="PR booking-web#766", updated_at="2024-05-17")

E(58, "TanStack Query v4 usage notes (array keys, isLoading, cacheTime) — DEPRECATED",
r"""
DEPRECATED after the upgrade to v5 (2024-05). Old notes: `useQuery(['slots', day], fetchSlots, { cacheTime: 5 * 60_000, keepPreviousData: true })`
and `if (isLoading) return <Skeleton/>`.
""",
  "booking-web", "other", "deprecated",
  applies_to={"@tanstack/react-query": "^4"},
  source="Confluence FE/Data fetching (archived)", updated_at="2024-05-17")

E(59, "customer/stmarys: server prefetch with react-query 3 (dehydrate in getServerSideProps + <Hydrate>)",
r"""
```tsx
export const getServerSideProps = withSession(async (ctx) => {
  const qc = new QueryClient();
  await qc.prefetchQuery(['slots', ctx.query.clinic, ctx.query.day], () => getSlots(ctx.query.clinic, ctx.query.day));
  return { props: { dehydratedState: dehydrate(qc) } };
});
// _app.tsx
<QueryClientProvider client={qc}><Hydrate state={pageProps.dehydratedState}><Component {...pageProps} /></Hydrate></QueryClientProvider>
```
Create the client QueryClient in `useState(() => new QueryClient())`, not at module scope
(shared cache between requests on the server leaked one patient's draft into another session in staging).
""",
  "booking-web", "other", "verified", branches=STMARYS,
  applies_to={"react-query": "^3.39"},
  source="PR booking-web#772 (stmarys)", updated_at="2024-05-23")

E(60, "Nuxt useFetch/useAsyncData -> prefetch in a Server Component + HydrationBoundary",
r"""
```tsx
// app/clinics/[id]/book/page.tsx
export default async function Page({ params }: { params: { id: string } }) {
  const qc = new QueryClient();
  await qc.prefetchQuery({ queryKey: ['slots', params.id, today()], queryFn: () => getSlots(params.id, today()) });
  return <HydrationBoundary state={dehydrate(qc)}><SlotPicker clinicId={params.id} /></HydrationBoundary>;
}
```
- New `QueryClient` per request on the server; browser client in `useState` inside `Providers`.
- `staleTime: 30_000` on the browser client, otherwise it refetches immediately after hydration
  (Nuxt's useFetch did not).
- The query key must be identical on both sides, including the day string (clinic zone).
""",
  "booking-web", "other", "verified",
  applies_to={"next": ">=14", "@tanstack/react-query": ">=5"}, assets=["useFetch", "SlotPicker"],
  source="PR booking-web#801", updated_at="2024-05-30")

# ==========================================================================
# booking-web: insurance eligibility forms
# ==========================================================================
E(61, "Migration guide: insurance eligibility form from VeeValidate + yup to react-hook-form + zod",
r"""
# Insurance eligibility form (booking-web `InsuranceStep`) — migration guide

Status: done on main (2024-06). Authors: booking squad + Shanghai QA (test matrix).

## 1. What the form does
Step 3 of the booking wizard. The patient picks a payer (Aetna, BCBS-TX, Cigna, UHC,
Medicaid TX, self-pay), enters member ID, group number (optional for some payers),
subscriber relationship and subscriber DOB. Before the slot hold expires we call
`POST /api/eligibility` (real-time 270/271 through the clearinghouse).

## 2. Old implementation (Nuxt 3)
`useForm({ validationSchema: toTypedSchema(yupSchema) })`, one `useField` per input,
and a watcher that called the eligibility API whenever `memberId` changed (debounced 300 ms).

## 3. New implementation
```tsx
const payerRules: Record<PayerCode, RegExp> = {
  AETNA: /^W\d{9}$/,           // W + 9 digits
  BCBSTX: /^[A-Z]{3}\d{9,12}$/, // 3-letter prefix
  CIGNA: /^U\d{8}(\d{2})?$/,
  UHC: /^\d{9,11}$/,
  MCD_TX: /^\d{9}$/,
};

const schema = z.object({
  payer: z.enum(PAYERS),
  memberId: z.string().trim().toUpperCase(),
  groupNumber: z.string().trim().optional(),
  relationship: z.enum(['self', 'spouse', 'child', 'other']),
  subscriberDob: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),   // date-only string, see DOB note
}).superRefine((v, ctx) => {
  if (v.payer !== 'SELF' && !payerRules[v.payer].test(v.memberId))
    ctx.addIssue({ code: 'custom', path: ['memberId'], message: 'ins.memberId.format' });
  if (REQUIRES_GROUP.has(v.payer) && !v.groupNumber)
    ctx.addIssue({ code: 'custom', path: ['groupNumber'], message: 'ins.group.required' });
});

const form = useForm<InsuranceForm>({ resolver: zodResolver(schema), mode: 'onTouched' });
```

## 4. When to call the eligibility API
- Not on keystrokes. The watcher approach produced ~40 clearinghouse calls per booking and
  the clearinghouse bills per 270 request.
- Call it once on "Continue" (`handleSubmit`), after the zod schema passes; show a spinner
  on the button, max 8 s.
- If the patient edits payer/memberId after a successful check, mark the result stale
  (`form.watch` on those two fields only) and check again on Continue.
- Timeout/`ELIG-504`: follow the ELIG-504 note (allow booking with pending verification
  where the visit type permits).

## 5. Error messages
zod issues carry i18n keys (`ins.memberId.format`); the component translates them. Payer-
specific hints ("Aetna IDs start with W") come from `payerHints[payer]`.

## 6. Tests (Shanghai QA matrix)
42 cases: each payer x valid/invalid member ID x group required/optional x relationship.
Unit-tested with the zod schema directly; one Playwright happy path with MSW mocking
`/api/eligibility`.

## 7. Don't
- Don't log or put the member ID in the URL (PHI).
- Don't use this on customer/stmarys: MUI 4 inputs need `inputRef` wiring (separate note).
- Don't validate DOB with `dayjs.tz` (shifts the date).
""",
  "booking-web", "component", "verified", branches=BW_MODERN,
  applies_to={"react-hook-form": ">=7.45 <8", "zod": ">=3.22 <4"}, assets=["InsuranceStep", "useForm"],
  conditions="booking-web patient insurance step on App Router branches (MUI 5 inputs).",
  counter_conditions="Not for staff-console InsuranceVerifyDrawer (antd Form). Not for customer/stmarys (MUI 4).",
  source="Confluence Booking/Insurance form migration; PR booking-web#808", updated_at="2024-06-10")

E(62, "DOB and insurance effective dates are date-only strings: never run them through tz()",
r"""
现象：上海 QA 在出生日期里填 1990-04-01，确认页显示成 03/31/1990（差了一天）。
原因：代码里写了 `dayjs.tz('1990-04-01', clinicTz).utc()`，在 UTC 里变成前一天，接口再按 UTC 格式化回来。
规则：
- 只有日期、没有时刻的值（出生日期、保险生效/终止日期）全程保持 `YYYY-MM-DD` 字符串；
- 校验/算年龄时用 `dayjs('1990-04-01', 'YYYY-MM-DD', true)`（严格解析），不要 utc()、不要 tz()；
- 展示用 `dayjs(str).format('MM/DD/YYYY')` 或直接字符串拆分；
- 预约开始/结束是时刻（UTC ISO），那个才需要 `dayjs.utc(x).tz(clinicTz)`，两者别混。
""",
  "*", "other", "verified",
  applies_to={"dayjs": ">=1.11"},
  conditions="Patient DOB, subscriber DOB, coverage effective/termination dates.",
  counter_conditions="Appointment start/end are instants (UTC ISO): those DO need utc().tz(clinicTz).",
  source="Jira BOOK-588", updated_at="2024-05-08")

E(63, "customer/stmarys: react-hook-form with MUI 4 TextField (Controller + inputRef)",
r"""
MUI 4 TextField forwards `ref` to the wrapper div, so `register()` focus-on-error does not work.
```tsx
<Controller name="memberId" control={control} render={({ field, fieldState }) => (
  <TextField {...field} inputRef={field.ref} error={!!fieldState.error} helperText={t(fieldState.error?.message ?? '')} />
)} />
```
St Mary's only accepts their own plans plus Medicare; payer list comes from `/api/stmarys/payers`.
""",
  "booking-web", "component", "verified", branches=STMARYS,
  applies_to={"@material-ui/core": "^4.12", "react-hook-form": "^7"}, assets=["InsuranceStep"],
  source="PR booking-web#780 (stmarys)", updated_at="2024-05-24")

E(64, "ELIG-504 (payer gateway timeout): let the patient finish booking with 'verification pending'",
r"""
Symptom: ~3 % of bookings on Monday mornings failed at the insurance step with
`504 {"code":"ELIG-504"}`; the Nuxt page showed a red error and the patient could not continue.
Decision (product + billing, 2024-05): eligibility is not a blocker for standard visits.
Fix:
- On ELIG-504, store `eligibility: 'pending'` on the booking draft and continue to confirm.
- Show: "We couldn't reach your insurance right now. We'll verify it before your visit."
- Backend re-checks asynchronously; front desk sees a "Verify" badge in staff-console.
- One client retry at most, only if the first call took < 2 s.
Counter-cases:
- Workers' comp (WC) and visit types flagged `requiresPreauth` must be confirmed before the
  slot is held: show the error and offer a call-back instead.
- staff-console uses InsuranceVerifyDrawer, staff can phone the payer; different flow.
""",
  "booking-web", "component", "verified",
  assets=["InsuranceStep"],
  conditions="booking-web patient flow, standard visit types.",
  counter_conditions="Not for workers' comp (WC) or requiresPreauth visit types. Not for staff-console.",
  source="Jira BOOK-540; product decision PD-17", updated_at="2024-05-14")

E(65, "ELIG-504: retry the eligibility call 5 times with backoff (DEPRECATED)",
r"""
DEPRECATED 2024-05 (PD-17): five client retries kept the patient waiting ~40 s and each call
is billed by the clearinghouse. See the ELIG-504 'verification pending' note.
""",
  "booking-web", "component", "deprecated", assets=["InsuranceStep"],
  source="Confluence Booking (archived)", updated_at="2024-05-14")

E(66, "Candidate: VeeValidate useField-per-input -> RHF useController for custom inputs",
r"""
Check items:
- [ ] custom inputs (PayerSelect, PhoneInput) use `useController`, plain inputs use `register`
- [ ] `meta.touched` -> `fieldState.isTouched`; `errorMessage` -> `fieldState.error?.message`
- [ ] VeeValidate `validateOnValueUpdate: false` behaviour ≈ RHF `mode: 'onTouched'`
- [ ] check focus-on-error order matches the Vue form
""",
  "booking-web", "component", "candidate",
  applies_to={"react-hook-form": ">=7"}, assets=["useField"],
  source="booking squad notes", updated_at="2024-06-02")

E(67, "DOB picker: MUI X DatePicker 6 with AdapterDayjs, value as date-only string",
r"""
```tsx
<LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en">
  <DatePicker label="Date of birth" disableFuture openTo="year" views={['year', 'month', 'day']}
    value={value ? dayjs(value, 'YYYY-MM-DD') : null}
    onChange={(d) => onChange(d?.isValid() ? d.format('YYYY-MM-DD') : '')} />
</LocalizationProvider>
```
Vuetify's v-date-picker returned strings; keep the form value a string (see DOB note).
v6 uses `slotProps` (`slotProps={{ textField: { helperText } }}`), not `renderInput`.
""",
  "booking-web", "component", "verified",
  applies_to={"@mui/x-date-pickers": ">=6 <7"}, assets=["v-date-picker"],
  source="PR booking-web#805", updated_at="2024-06-04")

E(68, "customer/stmarys: DOB picker with @material-ui/pickers 3 + @date-io/dayjs 1.x",
r"""
`<MuiPickersUtilsProvider utils={DayjsUtils}>` with `@date-io/dayjs@1.3.13` (2.x breaks
@material-ui/pickers 3). With DayjsUtils the `format` prop takes dayjs tokens:
`<KeyboardDatePicker format="MM/DD/YYYY" />` (not the date-fns `MM/dd/yyyy` from the MUI docs).
Keep the form value as `YYYY-MM-DD` string.
""",
  "booking-web", "component", "verified", branches=STMARYS,
  applies_to={"@material-ui/pickers": "^3.3"}, assets=["v-date-picker"],
  source="PR booking-web#781 (stmarys)", updated_at="2024-05-24")

# ==========================================================================
# booking-web: styling, components, print, router, i18n, build, tests
# ==========================================================================
E(69, "Vuetify theme -> MUI 5 createTheme + sx (no makeStyles on MUI 5 branches)",
r"""
Vuetify `createVuetify({ theme: { themes: { light: { colors: { primary: '#0b6e99' } } } } })` ->
`createTheme({ palette: { primary: { main: '#0b6e99' } }, shape: { borderRadius: 8 } })`.
Component styling with `sx` or `styled()`; `makeStyles` is legacy (@mui/styles) and does not
work with React 18 strict mode + App Router streaming. Clinic branding (logo colour per clinic)
through `theme.palette.clinic` augmented type.
""",
  "booking-web", "style", "verified", branches=BW_MODERN,
  applies_to={"@mui/material": ">=5 <6"},
  counter_conditions="customer/stmarys is on MUI 4 (@material-ui/core): use makeStyles there.",
  source="PR booking-web#752", updated_at="2024-05-10")

E(70, "customer/stmarys: styling with makeStyles / withStyles (MUI 4), no sx prop",
r"""
The `sx` prop does not exist on MUI 4 components (only on `Box` in 4.x, partially).
Use `const useStyles = makeStyles((t) => ({ header: { background: t.palette.primary.main, padding: t.spacing(2) } }))`.
St Mary's brand colours are in `theme/stmarys.ts`; do not import the main branch theme.
""",
  "booking-web", "style", "verified", branches=STMARYS,
  applies_to={"@material-ui/core": "^4.12"},
  source="PR booking-web#771 (stmarys)", updated_at="2024-05-21")

E(71, "SlotPicker: show open slots in the clinic's zone with a zone label, never the visitor's zone",
r"""
Patients book from other states (and QA from Shanghai). The Nuxt SlotPicker used the browser
zone, so a 9:00 AM Chicago slot showed as 10:00 AM for a Florida patient.
Rule: slots come from `GET /slots?clinic=..&day=YYYY-MM-DD` as UTC instants; render
`dayjs.utc(s.start).tz(clinic.tz).format('h:mm A')` and a caption "Times shown in Central Time (CT)".
The `day` parameter is the clinic-zone date, computed on the server.
Counter-case: telehealth slots show the patient's zone *in addition* (provider may be remote) —
this rule still applies to the primary label.
""",
  "booking-web", "component", "verified",
  applies_to={"dayjs": ">=1.11"}, assets=["SlotPicker"],
  counter_conditions="Not the staff ApptCalendar (FullCalendar, see the FullCalendar time zone note).",
  source="PR booking-web#735", updated_at="2024-04-30")

E(72, "Booking confirmation print page: /booking/[ref]/print with print CSS and MUI displayPrint",
r"""
Patients print the confirmation (clinic address, time, what to bring).
- Separate route `app/booking/[ref]/print/page.tsx` (Server Component, no wizard chrome),
  auto-calls `window.print()` from a tiny client component after fonts load.
- On the normal confirmation page, hide nav/footer when printing with `sx={{ displayPrint: 'none' }}`.
- `@media print { a[href]::after { content: none } }` (Vuetify reset did this).
- Show times in clinic zone with zone label (same as screen) and no insurance member ID on the printout.
""",
  "booking-web", "component", "verified", branches=BW_MODERN,
  applies_to={"@mui/material": ">=5 <6"}, assets=["BookingConfirmPrint"],
  source="PR booking-web#840", updated_at="2024-06-20")

E(73, "Nuxt auth.global.ts route middleware -> Next middleware.ts with a matcher",
r"""
Nuxt ran `auth.global.ts` on every route navigation client-side too. Next middleware runs on
the edge for matched requests only:
```ts
export const config = { matcher: ['/account/:path*', '/booking/:ref/manage'] };
```
Exclude `_next/static`, images and `/api/public/*`; an over-broad matcher ran auth on every
chunk request and added 80 ms per asset. Public booking pages (`/clinics/*`) need no auth.
""",
  "booking-web", "router", "verified",
  applies_to={"next": ">=13"}, assets=["auth.global"],
  source="PR booking-web#812", updated_at="2024-06-14")

E(74, "Draft: @nuxtjs/i18n -> next-intl for the patient site (en / es / zh-CN) — needs review",
r"""
Proposal, not yet agreed with the content team:
- `messages/{locale}.json` reused from Nuxt (`locales/*.json`), keys unchanged.
- Locale prefix routing `/es/clinics/...` via next-intl middleware, combined with our auth middleware.
- Plurals: Nuxt i18n used the vue-i18n pipe syntax; next-intl uses ICU
  (`{count, plural, one {# slot} other {# slots}}`) — needs a conversion script and a
  translator pass for Spanish.
- Open: do we keep `zh-CN` for patients (low usage) or only for the QA team?
""",
  "booking-web", "i18n", "review_required",
  applies_to={"next": ">=14"}, assets=["@nuxtjs/i18n"],
  source="RFC BOOK-RFC-9 (draft)", updated_at="2024-06-28")

E(75, "NUXT_PUBLIC_* runtime config -> NEXT_PUBLIC_* (build-time inlined!)",
r"""
Nuxt `runtimeConfig.public` was read at runtime; `NEXT_PUBLIC_*` are inlined at build time.
Per-environment values (API base URL per region) must be read on the server and passed down,
or the image must be built per environment. Never put secrets or the clearinghouse key in
NEXT_PUBLIC_ variables.
""",
  "booking-web", "build", "verified",
  applies_to={"next": ">=13"},
  source="PR booking-web#747", updated_at="2024-05-06")

E(76, "Tests: @testing-library/vue + Vitest -> @testing-library/react + Vitest + MSW",
r"""
- Keep Vitest; swap `render` from @testing-library/react; `userEvent.setup()` per test.
- MSW handlers in `test/msw/handlers.ts` are shared with Playwright (via `@mswjs/http-middleware`).
- Server Components can't be rendered by RTL: test their data functions, and the client
  children separately.
- Fixture patients are synthetic (`Test Patient 001`), never copies of production data.
""",
  "booking-web", "test", "verified",
  applies_to={"react": ">=18"},
  source="PR booking-web#758", updated_at="2024-05-12")

E(77, "v-stepper booking wizard -> MUI Stepper, step in the URL (?step=), no PHI in the URL",
r"""
Vuetify `v-stepper v-model="step"` kept the step in component state; back button left the wizard.
Next: `?step=slot|patient|insurance|confirm` via `router.replace` (not push for intra-step fixes),
MUI `<Stepper activeStep={idx}>`. The form values stay in memory (see no-PHI-in-URL note).
""",
  "booking-web", "component", "verified",
  applies_to={"@mui/material": ">=5 <6"}, assets=["v-stepper", "BookingWizard"],
  source="PR booking-web#763", updated_at="2024-05-16")

E(78, "SCHED-409 at booking confirm (the 'ghost slot'): invalidate slot queries and send the patient back to SlotPicker",
r"""
Symptom: a patient picks 10:30, fills the form, hits Confirm and gets
`409 {"code":"SCHED-409"}` — someone else (or the front desk) took the slot. Worse, back on
SlotPicker the 10:30 slot is still shown as free: the "ghost slot", because the slots query
was cached for 5 minutes.
Fix:
```ts
const confirm = useMutation({
  mutationFn: postBooking,
  onError: (err) => {
    if (isSchedError(err, 'SCHED-409')) {
      queryClient.invalidateQueries({ queryKey: ['slots', clinicId, day] });
      wizard.backToSlot({ reason: 'slot_taken' });   // keeps patient + insurance data in memory
    }
  },
});
```
- Message: "That time was just booked. Please pick another time." Keep the form data.
- `staleTime` for slots is 30 s; SlotPicker also refetches on window focus.
- Don't auto-pick the next slot for the patient.
""",
  "booking-web", "component", "verified", branches=BW_MODERN,
  applies_to={"@tanstack/react-query": ">=5 <6"}, assets=["SlotPicker", "BookingWizard"],
  conditions="booking-web App Router branches on TanStack Query 5.",
  counter_conditions="customer/stmarys (react-query 3) uses string keys; see the stmarys note.",
  source="Jira BOOK-602; PR booking-web#822", updated_at="2024-06-08")

E(79, "customer/stmarys: SCHED-409 at confirm with react-query 3 (invalidateQueries with array prefix)",
r"""
Same UX as main (back to slot picker, keep form), but react-query 3 API:
`queryClient.invalidateQueries(['slots', clinicId])` (positional key, prefix match) inside
`useMutation(postBooking, { onError })`. St Mary's also shows their call-centre number in the message.
""",
  "booking-web", "component", "verified", branches=STMARYS,
  applies_to={"react-query": "^3.39"}, assets=["SlotPicker", "BookingWizard"],
  source="PR booking-web#785 (stmarys)", updated_at="2024-05-28")

E(80, "TanStack Query 5: don't retry 401s (let the auth refresh path handle them)",
r"""
Default `retry: 3` retried 401 three times before the refresh logic kicked in, tripling
refresh calls. QueryClient default:
`retry: (n, err) => !(isHttpError(err) && [401, 403, 404, 409, 410, 423].includes(err.status)) && n < 2`.
SCHED-409/410/423 are business answers, never retried.
""",
  "booking-web", "other", "verified",
  applies_to={"@tanstack/react-query": "^5"},
  source="PR booking-web#818", updated_at="2024-06-17")

E(81, "React Query Devtools must not ship to production (shows cached patient data)",
r"""
`ReactQueryDevtools` rendered in a staging-like prod build showed the booking draft (name, DOB)
in the panel. Load it only when `process.env.NODE_ENV === 'development'` via `dynamic()`.
""",
  "booking-web", "build", "verified",
  applies_to={"@tanstack/react-query": ">=5"},
  source="Security finding SEC-2024-019", updated_at="2024-06-19")

E(82, "Draft: submitBooking as a Next 14 Server Action — under review",
r"""
Proposal: replace `POST /api/bookings` + useMutation with a Server Action `submitBooking(formData)`
called from the confirm step.
Pros: no API route, progressive enhancement. Cons/unknowns:
- how to surface SCHED-409 (return `{ error: 'SCHED-409' }` vs throw) and keep the wizard state;
- Server Actions are POST to the page URL — check the WAF rule for PHI in bodies;
- revalidatePath vs our TanStack cache for slots (double source of truth).
Not approved; don't use in production code yet.
""",
  "booking-web", "other", "review_required",
  applies_to={"next": ">=14 <15"}, assets=["submitBooking"],
  source="RFC BOOK-RFC-7 (draft)", updated_at="2024-06-26")

E(83, "v-autocomplete clinic search -> MUI Autocomplete (server filtering, filterOptions={(x) => x})",
r"""
`<v-autocomplete :items="clinics" @update:search="search">` -> MUI Autocomplete with
`filterOptions={(x) => x}` (disable client filtering), `onInputChange` debounced 250 ms,
`isOptionEqualToValue={(o, v) => o.id === v.id}` (otherwise a warning on every render).
""",
  "booking-web", "component", "verified",
  applies_to={"@mui/material": ">=5 <6"}, assets=["v-autocomplete", "ClinicSearch"],
  source="PR booking-web#754", updated_at="2024-05-11")

E(84, "Candidate: Nuxt useState -> React context for request-scoped UI state",
r"""
Check items:
- [ ] `useState('clinic')` (SSR-shared) -> read in the Server Component, pass as props or a context Provider
- [ ] never a module-level variable on the server (shared between requests)
- [ ] client-only toggles -> local useState
- [ ] wizard state -> see useBookingStore note
""",
  "booking-web", "store", "candidate",
  assets=["useState"],
  source="booking squad notes", updated_at="2024-06-03")

# ==========================================================================
# team-wide and remaining
# ==========================================================================
E(85, "Don't port Vue mixins as HOCs: turn them into hooks (one concern per hook)",
r"""
Review rule. Mixins (tzMixin, permissionMixin, pollingMixin) become hooks
(`useClinicTz`, `usePermission`, `usePolling`). HOCs hide props, break ref forwarding with
antd/MUI inputs and made React DevTools unreadable in the first port. Directives likewise
become components or hooks.
""",
  "*", "mixin", "verified",
  source="FE review guidelines v2", updated_at="2024-04-01")

E(86, "Candidate: component migration checklist (Vue -> React) for PR descriptions",
r"""
Check items for every migrated component:
- [ ] props/events table: Vue prop -> React prop, `$emit('x')` -> `onX` callback
- [ ] `v-model` / `.sync` -> controlled value + onChange
- [ ] slots -> children / render props
- [ ] watchers -> derived values or effects (with cleanup)
- [ ] time values: clinic zone, date-only vs instant
- [ ] no PHI in logs/URLs
- [ ] screenshots Vue vs React at 1280 and 1920 wide
- [ ] Shanghai QA sign-off in the ticket
""",
  "*", "other", "candidate",
  source="FE platform draft", updated_at="2024-07-03")

E(87, "Scheduling error registry (schedErrors.ts): SCHED-409 / SCHED-410 / SCHED-423 meanings and UI handling",
r"""
Single source for scheduling error codes, shared by both apps (`@meridian/sched-errors`):
| code | HTTP | meaning | client handling |
|---|---|---|---|
| SCHED-409 | 409 | slot conflict (overlap or stale `version`) | revert / back to slot picker; never auto-force |
| SCHED-410 | 410 | appointment gone (cancelled/deleted meanwhile) | not standardized yet: each app decides (see its own notes) |
| SCHED-423 | 423 | slot locked (online checkout hold) | show hold expiry, allow manual retry |
```ts
export function isSchedError(err: unknown, code: SchedCode): boolean {
  return isHttpError(err) && err.body?.code === code;
}
```
Use `isSchedError` instead of checking HTTP status: 409 is also returned by the
insurance service for duplicate drafts.
""",
  "*", "other", "verified",
  assets=["schedErrors"],
  source="PR shared-libs#88", updated_at="2024-06-15")

E(88, "AUTH-4011 (refresh token expired/revoked): revert pending drops, clear caches, re-login with returnTo",
r"""
Symptom: after a long lunch break a front-desk user drags an appointment; the PATCH gets
401, the refresh answers `401 {"code":"AUTH-4011"}`, and the block stays in the new slot
while the app redirects to login.
Handling:
1. Reject all queued requests (single-flight client) with `AuthExpiredError`.
2. ApptCalendar: catch `AuthExpiredError` in the drop handler and `revert()` — the move was
   not saved. Tell the user after login: "Your last change was not saved".
3. Clear zustand stores / TanStack caches (they contain PHI) before redirecting.
4. Redirect to `/login?r=<pathname>` (no query string).
Don't keep a "pending move" in sessionStorage to replay after login: it contains patient
data and the slot may be gone.
""",
  "*", "plugin", "verified",
  assets=["ApptCalendar"],
  source="Jira SCHED-1240; PR staff-console#1480", updated_at="2024-06-22")

E(89, "Draft: hydration warnings caused by browser extensions on patient forms (Grammarly etc.)",
r"""
Sentry shows React #418 on `/booking/insurance` for ~0.4 % of sessions, all with
`data-gr-ext-installed` / `data-new-gr-c-s-check-loaded` attributes on `<body>` (Grammarly),
or LastPass icons injected into inputs.
Proposal (needs review by booking squad):
- `suppressHydrationWarning` on `<body>` and `<html>` only (attribute-level, extensions);
- filter these events in Sentry `beforeSend` by the attribute names;
- do NOT add it to form components.
Not verified whether React 18.2 recovers without client re-render in all cases.
""",
  "booking-web", "other", "review_required",
  applies_to={"next": ">=14 <15"},
  source="Sentry issue BOOKWEB-3F1; on-call notes", updated_at="2024-07-02")

E(90, "Candidate: ApptCalendar resource view (providers as columns) needs FullCalendar Premium",
r"""
Check items before building "providers side by side":
- [ ] `@fullcalendar/resource-timegrid` is a Premium plugin: license key `schedulerLicenseKey` (ask procurement, we have a 2024 key for staff-console only)
- [ ] Vue version used one calendar per provider in a flex row — do not reproduce, it triples requests
- [ ] resources from `/providers?clinic=` ; events need `resourceId`
- [ ] drag between resources = change provider: backend needs `providerId` in the PATCH and can answer SCHED-409
""",
  "staff-console", "component", "candidate",
  applies_to={"@fullcalendar/react": ">=6 <7"}, assets=["ApptCalendar"],
  source="FE platform notes", updated_at="2024-07-06")

E(91, "el-tooltip on calendar events -> antd Tooltip inside FullCalendar eventContent",
r"""
Vue used `eventDidMount` + tippy to attach tooltips. In React render the tooltip in
`eventContent`:
`eventContent={(arg) => <Tooltip title={<ApptTip appt={arg.event.extendedProps.appt} />} mouseEnterDelay={0.4}><div className="fc-event-main-frame">{arg.timeText} {arg.event.title}</div></Tooltip>}`.
Tooltips lingered after a drag: set `open={false}` while `isDragging` (eventDragStart/Stop).
Tooltip content: visit type and provider only — patient name is shown only on the block itself.
""",
  "staff-console", "component", "verified",
  applies_to={"@fullcalendar/react": ">=6 <7", "antd": ">=5 <6"}, assets=["ApptCalendar", "el-tooltip"],
  source="PR staff-console#1440", updated_at="2024-05-31")

E(92, "ApptCalendar drag with vuedraggable between day columns (DEPRECATED, pre-FullCalendar)",
r"""
DEPRECATED 2023-11: the hand-made day-column grid with vuedraggable (`group: 'appts'`,
`@end` -> PATCH) was replaced by FullCalendar in Vue before the React migration started.
Kept for history only.
""",
  "staff-console", "component", "deprecated", assets=["ApptCalendar"],
  source="Confluence FE/Calendar (archived)", updated_at="2023-11-20")

E(93, "（候选）双跑期间的对账清单：Vue 页和 React 页同时在线时要对比什么",
r"""
双跑 = 同一个页面 Vue 版和 React 版同时上线，用 feature flag `react_calendar` 按诊所灰度（金丝雀）。
检查项（还在整理，未经排期组确认）：
- [ ] 同一天同一诊所，两边的预约条数、状态分布一致（脚本 `scripts/dual-run-diff.ts`）；
- [ ] 挪约后两边都能看到新时间（Vue 壳子订阅 zustand store）；
- [ ] 时区：两边都按诊所时区显示；
- [ ] 打印日程表两边页数一致；
- [ ] Sentry 里按 `ui=vue|react` tag 对比错误率；
- [ ] 回滚：关 flag 即可，不需要发版。
""",
  "staff-console", "other", "candidate",
  source="上海团队草稿 2024-07", updated_at="2024-07-11")

E(94, "RFC: staff-console state migration from Vuex 3 to zustand (full plan) — in review",
r"""
# RFC-SC-4: Vuex 3 -> zustand for staff-console

Status: in review (scheduling team sign-off pending). Supersedes the ad-hoc notes once approved.

## 1. Goals
- One source of truth while Vue shell and React islands coexist.
- No data duplication between Vuex and zustand.
- Remove Vuex entirely when the last Vue page is gone.

## 2. Inventory
Modules: `session`, `settings`, `calendar`, `waitlist`, `patients` (search cache), `ui`.
`calendar` and `waitlist` are used by both ApptCalendar and ApptList.

## 3. Approach
1. Create zustand stores per module with the same state shape.
2. Replace each Vuex module by a **facade module**: its getters read
   `useXStore.getState()`, its actions call the zustand actions, its state is a reactive mirror
   updated through `useXStore.subscribe()` (`Vue.observable`). Vue components keep using
   `mapGetters` unchanged during the transition.
3. Migrate components; delete facade modules when no Vue consumer remains.

## 4. Cross-module getters (`rootGetters`)
Vuex getters like `calendar/visibleAppointments` used `rootGetters['settings/clinicTz']` and
`rootState.session.perms`. In zustand:
- stores do not reach into each other at definition time;
- cross-store derivations become **selector hooks** that combine stores:
  ```ts
  export function useVisibleAppointments() {
    const tz = useSettingsStore((s) => s.clinicTz);
    const perms = useSessionStore((s) => s.perms);
    const appts = useCalendarStore((s) => s.appts);
    return useMemo(() => visibleAppointments(appts, tz, perms), [appts, tz, perms]);
  }
  ```
- outside React (facades, API layer) call the pure function with `getState()` of each store.
- The pure function lives in `selectors/` and is unit-tested; no store imports inside it.

## 5. Persistence
Only `ui` (sidebar, density) persists (zustand `persist`, localStorage). Nothing with PHI
persists; `session` never persists tokens.

## 6. Devtools
`devtools` middleware only in development; the Redux DevTools extension shows patient data.

## 7. Open questions
- Do we need `immer` for `waitlist` reordering? (proposal: no)
- zustand 5 upgrade timing (React 18 only; legacy/ie11 stays on 4.3).
""",
  "staff-console", "store", "review_required",
  applies_to={"zustand": ">=4.4"}, assets=["calendar", "waitlist", "useCalendarStore"],
  conditions="staff-console modern branches during Vue/React coexistence.",
  counter_conditions="legacy/ie11 pinned to zustand 4.3.",
  source="RFC-SC-4 (in review)", updated_at="2024-07-08")


# ==========================================================================
# Eval queries
# ==========================================================================
QUERIES = []


def L(reusable=(), ref=(), na=()):
    labels = {}
    for n in reusable:
        labels["exp-mc-%04d" % n] = "reusable"
    for n in ref:
        labels["exp-mc-%04d" % n] = "reference_only"
    for n in na:
        labels["exp-mc-%04d" % n] = "not_applicable"
    return labels


def Q(num, lang, category, text, context, labels, expected):
    QUERIES.append({
        "id": "q-mc-%03d" % num,
        "query": text,
        "context": context,
        "labels": labels,
        "expected_decision": expected,
        "category": category,
        "lang": lang,
    })


# ---------------- identifier ----------------
Q(1, "en", "identifier",
  "ApptCalendar eventDrop: how do we port the @eventDrop handler from FullCalendar Vue to the React version and roll back when the PATCH fails?",
  ctx("sc", asset="ApptCalendar", asset_type="component"),
  L(reusable=[1, 10], ref=[44], na=[2, 9, 92]), "inject")
Q(2, "zh", "identifier",
  "ApptList 的 el-table row-class-name 按预约状态上色，迁到 antd 怎么写？",
  ctx("sc", asset="ApptList", asset_type="component"),
  L(reusable=[7]), "inject")
Q(3, "en", "identifier",
  "useBookingStore is a Pinia store with slots, the booking draft and the wizard step. What replaces it in the Next app?",
  ctx("bw", asset="useBookingStore", asset_type="store"),
  L(reusable=[56], ref=[84]), "inject")
Q(4, "en", "identifier",
  "What is the React equivalent of the v-permission directive in staff-console (hide the Move button without permission)?",
  ctx("sc_main", asset="v-permission", asset_type="directive"),
  L(reusable=[39], ref=[85]), "inject")
Q(5, "zh", "identifier",
  "tzMixin 里的 clinicTz 和 fmt 方法，迁到 React 之后应该怎么写？",
  ctx("sc_ie", asset="tzMixin", asset_type="mixin"),
  L(reusable=[15], ref=[17, 85]), "inject")
Q(6, "en", "identifier",
  "Templates use `{{ appt.start | formatApptTime }}`. What do we do with the formatApptTime filter in JSX?",
  ctx("sc", asset="formatApptTime", asset_type="filter"),
  L(reusable=[40], ref=[15]), "inject")
Q(7, "en", "identifier",
  "InsuranceVerifyDrawer: the el-form async validator for memberId uses a callback. How does it look with antd Form?",
  ctx("sc", asset="InsuranceVerifyDrawer", asset_type="component"),
  L(reusable=[50], na=[61]), "inject")
Q(8, "en", "identifier",
  "Is there an agreed pattern for implementing submitBooking as a Server Action in the booking confirm step?",
  ctx("bw", asset="submitBooking"),
  L(reusable=[82], ref=[78]), "reference")

# ---------------- synonym ----------------
Q(9, "zh", "synonym",
  "前台把一个病人的预约从一个时间格子拖到另一个格子，服务器不同意的时候，怎么让那个色块回到原来的位置？",
  ctx("sc_rel"),
  L(reusable=[1, 10], na=[9]), "inject")
Q(10, "en", "synonym",
  "On the patient booking pages the visit time is different in the very first paint than a moment later once the page has loaded. How do we fix that?",
  ctx("bw_main"),
  L(reusable=[51], ref=[55, 52]), "inject")
Q(11, "zh", "synonym",
  "弹窗组件原来用 visible 双向绑定来控制显示和隐藏，在 React 里应该怎么控制开关？",
  ctx("sc", asset_type="component"),
  L(reusable=[34]), "inject")
Q(12, "zh", "synonym",
  "怎样保证浏览器发给错误监控平台的数据里不带能识别病人身份的信息？",
  ctx("bw"),
  L(reusable=[27], ref=[81], na=[28, 31]), "inject")
Q(13, "zh", "synonym",
  "员工端的预约表格一天有几百行，滚动很卡，有没有只渲染看得见的那几行的办法？",
  ctx("sc", asset="ApptList"),
  L(reusable=[6]), "inject")
Q(14, "en", "synonym",
  "The list of open appointment times should be in the clinic's own local time rather than whatever zone the visitor's computer is set to. What's our approach?",
  ctx("bw"),
  L(reusable=[71], ref=[51]), "inject")
Q(15, "en", "synonym",
  "How should the localization layer of the patient site move over — translation files, locale-prefixed URLs and plural forms?",
  ctx("bw"),
  L(reusable=[74], na=[41]), "reference")

# ---------------- jargon ----------------
Q(16, "mixed", "jargon",
  "挪约失败以后 event 没有 revert 回去，staff 还以为挪成功了",
  ctx("sc", asset="ApptCalendar"),
  L(reusable=[1, 10], na=[2]), "inject")
Q(17, "en", "jargon",
  "We got a refresh stampede again on staff-console when the access token expired and people were logged out. What's the fix?",
  ctx("sc"),
  L(reusable=[22], ref=[88], na=[26, 23]), "inject")
Q(18, "en", "jargon",
  "Ghost slot on the booking page: the patient gets bounced at confirm but the slot still shows as free. How do we handle it?",
  ctx("bw_main", asset="SlotPicker"),
  L(reusable=[78], ref=[87], na=[79]), "inject")
Q(19, "zh", "jargon",
  "壳子里挂的 React 岛，切几次路由之后内存一直涨，是不是没卸载？",
  ctx("sc", asset="ReactIsland"),
  L(reusable=[46], na=[47]), "inject")
Q(20, "en", "jargon",
  "FOWT on /booking/[ref] again — what's the standard fix?",
  ctx("bw"),
  L(reusable=[51], ref=[71]), "inject")
Q(21, "zh", "jargon",
  "双跑期间 Vue 页和 React 页要对比哪些东西？",
  ctx("sc"),
  L(reusable=[93], ref=[86]), "reference")

# ---------------- version_gate ----------------
Q(22, "en", "version_gate",
  "Porting el-date-picker to antd DatePicker on the IE11 branch — can I just pass dayjs values like on main?",
  ctx("sc_ie", asset="el-date-picker", asset_type="component"),
  L(reusable=[38], na=[37]), "inject")
Q(23, "zh", "version_gate",
  "legacy/ie11 分支的主题色怎么从 Element 的 SCSS 变量迁过去？",
  ctx("sc_ie", asset_type="style"),
  L(reusable=[36], na=[35]), "inject")
Q(24, "en", "version_gate",
  "ApptCalendar re-renders on every store update; the selector returns { appts, providers }. We're on the legacy/ie11 branch.",
  ctx("sc_ie", asset="ApptCalendar", asset_type="store"),
  L(reusable=[5], ref=[3], na=[4, 94]), "inject")
Q(25, "en", "version_gate",
  "How do we port the vue-router beforeEach login guard to React on the IE11 branch?",
  ctx("sc_ie", asset="beforeEach", asset_type="router"),
  L(reusable=[43], na=[42]), "inject")
Q(26, "en", "version_gate",
  "Prefetch the slot list on the server and hydrate the client query cache — how on the St Mary's fork?",
  ctx("bw_st", asset="SlotPicker"),
  L(reusable=[59], na=[60, 56]), "inject")
Q(27, "mixed", "version_gate",
  "SCHED-409 的时候用 App.useApp 的 message 提示，在 feat/antd5-early 分支上怎么做？",
  ctx("sc_a50", asset="ApptCalendar"),
  L(ref=[87, 1], na=[10, 11]), "reference")
Q(28, "zh", "version_gate",
  "feat/antd5-early 分支上 ApptList 能不能直接开 antd Table 的 virtual 虚拟滚动？",
  ctx("sc_a50", asset="ApptList"),
  L(na=[6]), "abstain")

# ---------------- status_gate ----------------
Q(29, "en", "status_gate",
  "Staff drags an appointment that the patient cancelled online a moment ago and gets SCHED-410. What should ApptCalendar do?",
  ctx("sc", asset="ApptCalendar"),
  L(reusable=[14], ref=[87]), "reference")
Q(30, "zh", "status_gate",
  "ApptList 候补队列（Waitlist）拖拽调整优先级，React 里怎么实现？",
  ctx("sc", asset="ApptList"),
  L(reusable=[9], na=[1]), "reference")
Q(31, "zh", "status_gate",
  "打印日程表的时候 antd Table 的 sticky 表头把打印版式搞乱了，怎么处理？",
  ctx("sc", asset="DaySheetPrint"),
  L(reusable=[21], ref=[19]), "reference")
Q(32, "en", "status_gate",
  "How do we configure vuex-persistedstate so the refresh token survives a page reload in staff-console?",
  ctx("sc_main"),
  L(na=[26]), "abstain")
Q(33, "en", "status_gate",
  "Hydration warnings only for some patients on the insurance step — looks like Grammarly injects attributes into <body>. What do we do?",
  ctx("bw"),
  L(reusable=[89], ref=[51]), "reference")
Q(34, "mixed", "status_gate",
  "ApptCalendar 想做 resource view（provider 一列一列并排），需要 premium license 吗？",
  ctx("sc", asset="ApptCalendar"),
  L(reusable=[90]), "reference")
Q(35, "zh", "status_gate",
  "Nuxt 的 useState（SSR 共享状态）迁到 React 用什么？",
  ctx("bw", asset="useState", asset_type="store"),
  L(reusable=[84], ref=[56]), "reference")

# ---------------- scope_gate ----------------
Q(36, "en", "scope_gate",
  "Auth token refresh for the Next app on the St Mary's branch — where does the refresh happen?",
  ctx("bw_st", asset_type="router"),
  L(reusable=[25, 22], na=[24]), "inject")
Q(37, "zh", "scope_gate",
  "IE11 分支打印日程表页边距不对，最后一列被截掉了",
  ctx("sc_ie", asset="DaySheetPrint"),
  L(reusable=[20], na=[19, 21]), "inject")
Q(38, "en", "scope_gate",
  "Mounting React islands inside the Vue shell on legacy/ie11: createRoot is undefined. What do we use?",
  ctx("sc_ie", asset="ReactIsland"),
  L(reusable=[47], na=[46]), "inject")
Q(39, "en", "scope_gate",
  "SCHED-409 at booking confirm on the St Mary's fork — how do we refresh the slots?",
  ctx("bw_st", asset="SlotPicker"),
  L(reusable=[79], ref=[87], na=[78]), "inject")
Q(40, "mixed", "scope_gate",
  "staff-console 也要做 insurance eligibility 表单，booking-web 那套 zod schema 能直接复用吗？",
  ctx("sc", asset="InsuranceVerifyDrawer"),
  L(ref=[50], na=[61, 64]), "reference")
Q(41, "en", "scope_gate",
  "Styling the clinic header with the MUI sx prop on customer/stmarys doesn't do anything. What should we use?",
  ctx("bw_st", asset_type="style"),
  L(reusable=[70], na=[69]), "inject")
Q(42, "en", "scope_gate",
  "InsuranceVerifyDrawer got ELIG-504 from the payer gateway. Can staff continue with 'verification pending' like the patient site does?",
  ctx("sc", asset="InsuranceVerifyDrawer"),
  L(na=[64, 65]), "abstain")

# ---------------- missing ----------------
Q(43, "en", "missing",
  "How do we migrate the SMS reminder opt-in toggle (Twilio consent) from the Nuxt booking wizard to React?",
  ctx("bw"), L(), "abstain")
Q(44, "zh", "missing",
  "FullCalendar 的重复预约（RRULE recurring events）从 Vue 迁到 React 要注意什么？",
  ctx("sc", asset="ApptCalendar"), L(), "abstain")
Q(45, "en", "missing",
  "Storybook setup for antd 5 components in staff-console — which addon for the ConfigProvider theme?",
  ctx("sc"), L(), "abstain")
Q(46, "zh", "missing",
  "Vuetify 的 v-virtual-scroll 在 MUI 里用什么替换？",
  ctx("bw"), L(), "abstain")
Q(47, "en", "missing",
  "Web push notifications with a service worker for appointment reminders in Next 14 — any prior experience?",
  ctx("bw_main"), L(), "abstain")
Q(48, "mixed", "missing",
  "staff-console 的 keyboard shortcuts 从 vue-shortkey 迁到 React 用什么库？",
  ctx("sc"), L(), "abstain")

# ---------------- not_applicable ----------------
Q(49, "en", "not_applicable",
  "In ApptList, staff want to drag an appointment row onto another day to reschedule it. Can we reuse the ApptCalendar eventDrop + revert pattern?",
  ctx("sc", asset="ApptList", asset_type="component"),
  L(na=[1, 9, 10]), "abstain")
Q(50, "zh", "not_applicable",
  "视频问诊（telehealth）的预约能不能也在 ApptCalendar 里直接拖拽改约，用同样的 eventDrop 写法？",
  ctx("sc", asset="ApptCalendar"),
  L(na=[1, 10]), "abstain")
Q(51, "en", "not_applicable",
  "A workers' comp booking hit ELIG-504 at the insurance step. Can we let the patient continue with 'verification pending'?",
  ctx("bw", asset="InsuranceStep"),
  L(na=[64, 65]), "abstain")
Q(52, "zh", "not_applicable",
  "员工端打印处方（eRx）能不能也用日程表那套 /print 路由的做法？",
  ctx("sc"),
  L(na=[19]), "abstain")
Q(53, "zh", "not_applicable",
  "ApptList 的备注预览模式（可展开行，行高不固定）开 virtual 虚拟滚动可以吗？",
  ctx("sc", asset="ApptList"),
  L(na=[6]), "abstain")
Q(54, "mixed", "not_applicable",
  "staff-console 的 ApptCalendar 第一次 render 时间是错的，过一会儿才跳对，这是 SSR hydration mismatch 吗？用 booking-web 那个 FOWT 的修法？",
  ctx("sc", asset="ApptCalendar"),
  L(reusable=[16, 15], na=[51]), "inject")

# ---------------- long_doc ----------------
Q(55, "en", "long_doc",
  "In the ApptCalendar drag post-mortem, why did we stop writing the moved time into the store before the PATCH returns, and which handler did we remove?",
  ctx("sc", asset="ApptCalendar"),
  L(reusable=[1]), "inject")
Q(56, "zh", "long_doc",
  "token 刷新事故复盘里，同时过期的多个 401 请求是怎么排队、怎么重放的？多个标签页怎么办？",
  ctx("sc"),
  L(reusable=[22], ref=[88]), "inject")
Q(57, "en", "long_doc",
  "What does our HIPAA logging rule say about Sentry breadcrumbs, typed input values and URLs with query strings?",
  ctx("bw"),
  L(reusable=[27], ref=[29]), "inject")
Q(58, "en", "long_doc",
  "Insurance form migration: how are payer-specific member ID formats validated, and when exactly do we call the eligibility API?",
  ctx("bw_ins", asset="InsuranceStep"),
  L(reusable=[61], ref=[64, 66]), "inject")
Q(59, "zh", "long_doc",
  "SSR 时间水合问题的复盘里，为什么不建议在 body 上全局加 suppressHydrationWarning？",
  ctx("bw"),
  L(reusable=[51], ref=[89]), "inject")
Q(60, "en", "long_doc",
  "In the Vuex-to-zustand RFC, how are cross-module getters that used rootGetters handled?",
  ctx("sc", asset_type="store"),
  L(reusable=[94], ref=[32]), "reference")

# ---------------- multilingual ----------------
Q(61, "en", "multilingual",
  "ApptCalendar flickers and refetches /appointments several times after a drag; sometimes it loops. The events prop is built with appts.map(toEvent).",
  ctx("sc", asset="ApptCalendar"),
  L(reusable=[3]), "inject")
Q(62, "en", "multilingual",
  "Patient lookup uses el-select with remote search. How do we do the same with antd Select without the results getting filtered away?",
  ctx("sc", asset="el-select"),
  L(reusable=[48]), "inject")
Q(63, "zh", "multilingual",
  "保险资格接口超时（ELIG-504）的时候，患者还能继续预约吗？",
  ctx("bw", asset="InsuranceStep"),
  L(reusable=[64], na=[65]), "inject")
Q(64, "zh", "multilingual",
  "患者预约确认页的打印版怎么做？导航栏和页脚不要打出来",
  ctx("bw_main"),
  L(reusable=[72]), "inject")
Q(65, "en", "multilingual",
  "vue-i18n $tc pluralization with the pipe syntax in staff-console — how does it map to react-i18next?",
  ctx("sc", asset="vue-i18n", asset_type="i18n"),
  L(reusable=[41]), "inject")
Q(66, "zh", "multilingual",
  "组件从 Vue 迁到 React 有没有统一的检查清单，PR 描述里要勾哪些项？",
  ctx("sc"),
  L(reusable=[86]), "reference")

# ---------------- error_code ----------------
Q(67, "en", "error_code",
  "SCHED-409 on drop in staff-console: what should the UI do?",
  ctx("sc", asset="ApptCalendar"),
  L(reusable=[10, 1], ref=[87], na=[11, 12, 78]), "inject")
Q(68, "zh", "error_code",
  "SCHED-423 是什么错误？员工端拖拽时遇到前端怎么处理？",
  ctx("sc", asset="ApptCalendar"),
  L(reusable=[13, 87]), "inject")
Q(69, "en", "error_code",
  "Minified React error #418 on /booking/confirm in production",
  ctx("bw"),
  L(reusable=[51], ref=[55, 89]), "inject")
Q(70, "mixed", "error_code",
  "AUTH-4011 之后 staff 拖到一半的 appointment 怎么办？UI 会不会显示成已经 moved 过去了？",
  ctx("sc", asset="ApptCalendar"),
  L(reusable=[88], ref=[22]), "inject")
Q(71, "en", "error_code",
  "SCHED-410 when the patient confirms a booking in booking-web — how should the wizard react?",
  ctx("bw"),
  L(ref=[87], na=[14]), "reference")


def main():
    with open(os.path.join(HERE, "experiences.jsonl"), "w", encoding="utf-8") as f:
        for e in ENTRIES:
            f.write(json.dumps(e, ensure_ascii=False, sort_keys=False) + "\n")
    with open(os.path.join(HERE, "queries.jsonl"), "w", encoding="utf-8") as f:
        for q in QUERIES:
            f.write(json.dumps(q, ensure_ascii=False, sort_keys=False) + "\n")
    print("wrote %d entries, %d queries" % (len(ENTRIES), len(QUERIES)))


if __name__ == "__main__":
    main()
