#!/usr/bin/env python3
"""Generate the BrightPath labeled test library (experiences.jsonl + queries.jsonl).

Standard library only. All texts are written by hand below; nothing is templated.
Projects:
  tutor-web : Vue 3.3 + Element Plus 2 + Pinia 2 + vue-i18n 9
              -> Next.js 14 (pages router) + MUI 5 + TanStack Query 5 + next-intl 3
              (branch lts/v4 stays on Next 12 + MUI 4 + react-query 3 + next-intl 2)
  parent-h5 : Vue 2.6 + Vant 2 + Vuex 3 -> React 18 + antd-mobile 5 + Redux Toolkit 2
  "*"       : team-wide experience

Extra fields (formats.md allows added fields):
  entries.lang, queries.lang : "en" | "zh" | "mixed" (language of the text)
  queries.evidence           : for long_doc queries, the exact passage of the
                               labeled entry that answers the question
"""
import json
import os
import textwrap

HERE = os.path.dirname(os.path.abspath(__file__))


def T(s):
    """Dedent a hand-written block and strip the outer blank lines."""
    return textwrap.dedent(s).strip("\n")


# ---------------------------------------------------------------------------
# Stacks the agents send (exact versions, as read from the lockfiles)
# ---------------------------------------------------------------------------
TW_MAIN = {
    "vue": "3.3.13", "element-plus": "2.4.4", "pinia": "2.1.7", "vue-i18n": "9.8.0",
    "next": "14.1.4", "react": "18.2.0", "@mui/material": "5.15.14",
    "@mui/x-date-pickers": "6.19.7", "@tanstack/react-query": "5.28.9",
    "next-intl": "3.11.1", "trtc-sdk-v5": "5.4.2",
}
TW_LTS = {
    "vue": "3.3.13", "element-plus": "2.4.4", "pinia": "2.1.7", "vue-i18n": "9.8.0",
    "next": "12.3.4", "react": "17.0.2", "@material-ui/core": "4.12.4",
    "@material-ui/pickers": "3.3.10", "react-query": "3.39.3",
    "next-intl": "2.9.1", "trtc-js-sdk": "4.15.8",
}
PH_MAIN = {
    "vue": "2.6.14", "vant": "2.12.54", "vuex": "3.6.2", "@vue/composition-api": "1.7.2",
    "react": "18.2.0", "antd-mobile": "5.34.0", "@reduxjs/toolkit": "2.2.1",
    "react-redux": "9.1.0", "react-router-dom": "6.22.3", "weixin-js-sdk": "1.6.0",
}


def ctx(project, branch, stack, asset=None, asset_type=None):
    c = {"project": project, "branch": branch, "stack": dict(stack)}
    if asset:
        c["asset"] = asset
    if asset_type:
        c["asset_type"] = asset_type
    return c


def tw(branch="main", asset=None, asset_type=None):
    return ctx("tutor-web", branch, TW_MAIN, asset, asset_type)


def lts(branch="lts/v4", asset=None, asset_type=None):
    return ctx("tutor-web", branch, TW_LTS, asset, asset_type)


def ph(branch="main", asset=None, asset_type=None):
    return ctx("parent-h5", branch, PH_MAIN, asset, asset_type)


ENTRIES = []


def E(id, lang, title, body, project, asset_type, status, assets=None, branches=None,
      applies_to=None, conditions=None, counter_conditions=None, source=None,
      updated_at=None):
    e = {"id": id, "title": title, "body": T(body), "project": project,
         "asset_type": asset_type, "status": status, "lang": lang}
    if branches is not None:
        e["branches"] = branches
    if applies_to is not None:
        e["applies_to"] = applies_to
    if assets is not None:
        e["assets"] = assets
    if conditions:
        e["conditions"] = conditions
    if counter_conditions:
        e["counter_conditions"] = counter_conditions
    if source:
        e["source"] = source
    if updated_at:
        e["updated_at"] = updated_at
    ENTRIES.append(e)


MAIN_BRANCHES = ["main", "feat/*"]
LTS_BRANCHES = ["lts/v4", "hotfix/lts-*"]

# ===========================================================================
# tutor-web: LessonCalendar (课表)
# ===========================================================================
E("exp-tw-0001", "en",
  "LessonCalendar month view: el-calendar #date-cell slot -> MUI X DateCalendar slots.day",
  """
  The month view of the tutor 课表 page (LessonCalendar) used Element Plus `el-calendar`
  with a `#date-cell="{ data }"` slot. `data.day` is a 'YYYY-MM-DD' string and we drew up
  to three coloured lesson dots plus a "+N" badge inside it.

  MUI X `DateCalendar` has no free-form cell slot, so replace the day renderer instead:
  `slots={{ day: LessonDay }}` and hand the lesson map over with
  `slotProps={{ day: { lessonsByDay } as any }}` (the cast is needed because the slot's
  prop type does not know our extra prop). `LessonDay` renders
  `<PickersDay {...other} day={day} outsideCurrentMonth={outsideCurrentMonth} />` wrapped
  in a MUI `Badge` whose content is the lesson count.

  Gotchas we hit:
  - Key `lessonsByDay` by `day.tz(tutorTz).format('YYYY-MM-DD')`, built once from the query
    data with `useMemo`. Building it inline re-rendered all 42 cells on every hover.
  - The Vue version prefetched the next month from a watcher on `v-model`; in React use
    `onMonthChange={(m) => queryClient.prefetchQuery(lessonsMonthQuery(tutorId, m))}`.
  - Days the tutor is on leave go through `shouldDisableDate`, not through the slot,
    otherwise keyboard navigation still lands on them.
  """,
  "tutor-web", "component", "verified", assets=["LessonCalendar"], branches=MAIN_BRANCHES,
  applies_to={"@mui/material": "^5", "@mui/x-date-pickers": "^6", "react": "^18"},
  conditions="Month view of LessonCalendar on the Next 14 / MUI 5 app.",
  counter_conditions="Not the week/day timeline grid (custom grid, see the week-view entries). Not for lts/v4, which has no MUI X.",
  source="tutor-web PR #1187", updated_at="2024-03-08")

E("exp-tw-0002", "zh",
  "LessonCalendar 拖拽改课：dnd-kit + useMutation 乐观更新与 409 回滚",
  """
  Vue 版课表用 vuedraggable 把课程卡片拖到另一个格子，drop 之后直接 `store.moveLesson()`
  再 `fetchWeek()` 全量刷新，老师拖一次要等 1~2 秒，体验很差。

  React 版做法：
  1. `@dnd-kit/core` 的 `DndContext` + `useDraggable` / `useDroppable`，格子 id 用
     `slot-2024-05-13T09:30` 这种带时间的字符串，drop 时直接从 id 解析新时间。
  2. 改期走 `useMutation`，在 `onMutate` 里先
     `queryClient.cancelQueries({ queryKey: ['lessons', tutorId, weekStart] })`，
     快照旧数据，再 `setQueryData` 把课程卡片乐观地挪过去。
  3. 后端返回 409 `LESSON_SLOT_CONFLICT`（该时段已被占用）时，`onError` 用快照回滚，
     并提示"该时段已有课"；`onSettled` 里 `invalidateQueries` 对一次账。

  ```ts
  const move = useMutation({
    mutationFn: (v: MoveVars) => api.patch(`/lessons/${v.id}`, { startAt: v.startAt }),
    onMutate: async (v) => {
      await queryClient.cancelQueries({ queryKey: weekKey })
      const prev = queryClient.getQueryData<Lesson[]>(weekKey)
      queryClient.setQueryData<Lesson[]>(weekKey, (old) => moveLocal(old, v))
      return { prev }
    },
    onError: (_e, _v, c) => c?.prev && queryClient.setQueryData(weekKey, c.prev),
    onSettled: () => queryClient.invalidateQueries({ queryKey: weekKey }),
  })
  ```

  小坑：dnd-kit 的 `PointerSensor` 一定要配 `activationConstraint: { distance: 6 }`，
  否则点一下课程卡片想打开详情，也会被当成一次拖拽，详情弹窗永远打不开。
  """,
  "tutor-web", "component", "verified", assets=["LessonCalendar"],
  applies_to={"@tanstack/react-query": "^5", "react": "^18"},
  conditions="单节课在周视图里拖到另一个时段。",
  counter_conditions="不适用于循环课（recurring series）的整体改期：那要走 /series/:id/reschedule 并弹确认框，本条不覆盖。",
  source="tutor-web PR #1203", updated_at="2024-03-21")

E("exp-tw-0003", "en",
  "LessonCalendar hydration mismatch: lesson times formatted differently on server and client",
  """
  Symptom on the Next 14 pages-router build: "Error: Hydration failed because the initial UI
  does not match what was rendered on the server" and "Text content does not match
  server-rendered HTML" on the tutor calendar page, only for tutors outside UTC+8.

  Cause: lesson start times were formatted with dayjs during SSR, where the container runs
  in UTC, and again in the browser in the tutor's own timezone, so "09:30" became "01:30"
  on the server. The Vue app was client-only and never showed this.

  Fix that we kept:
  - Store the tutor's IANA zone in the `bp_tz` cookie at login; in `getServerSideProps`
    read it and pass `tz` as a prop.
  - Format every time label with `dayjs(startAt).tz(tz)` on both sides (one `formatLessonTime`
    helper, no bare `dayjs()` in render).
  - The red "now" line depends on the current minute; render it only after mount
    (`useEffect` + state). That is the single place where `suppressHydrationWarning` is OK.
  """,
  "tutor-web", "component", "verified", assets=["LessonCalendar"],
  applies_to={"next": "^14", "react": "^18"},
  conditions="Pages rendered with getServerSideProps that print lesson times.",
  source="tutor-web PR #1219", updated_at="2024-04-02")

E("exp-tw-0004", "mixed",
  "LessonCalendar week view: react-window for the 7x48 slot grid (perf, not yet verified)",
  """
  week view 有 7 列 x 48 个半小时格子，再加每个格子里的课程卡片，Vue 版用 el-scrollbar 包着，
  React 版直接照搬以后 scroll 只有 ~30 FPS。

  Tried: replace el-scrollbar with a plain div + react-window `FixedSizeList` (one row =
  one half-hour across 7 days, itemSize 40). Chrome 122 on an M1: 30 -> 58 FPS.

  注意：
  - sticky 的星期表头要放在 list 外层，放在 itemData 里会被 react-window recycle 掉。
  - 拖拽 (dnd-kit) 的 droppable 在被回收的行上会丢，需要 `overscanCount={6}`。

  还没在 Windows 低配机 + Edge 上测过，也没测 dnd-kit 长距离拖拽 —— 先别当默认方案。
  """,
  "tutor-web", "component", "review_required", assets=["LessonCalendar"],
  applies_to={"react": "^18"},
  source="Slack #tw-migration 2024-04-11", updated_at="2024-04-11")

E("exp-tw-0005", "en",
  "LessonCalendar via @fullcalendar/react (abandoned)",
  """
  First attempt at the React 课表: wrap @fullcalendar/react with the dayGrid and timeGrid
  plugins and map our lessons to FullCalendar events.

  Abandoned in Feb 2024: the multi-tutor view needs the resource timeline, which is a
  premium plugin; the bundle grew by ~180 kB gzip; and its event rendering fought the MUI
  theme (we were overriding .fc-* classes everywhere). Replaced by MUI X DateCalendar for the
  month view and a custom week grid (see exp-tw-0001, exp-tw-0011).
  """,
  "tutor-web", "component", "deprecated", assets=["LessonCalendar"],
  applies_to={"react": "^18"},
  source="tutor-web PR #1102 (reverted)", updated_at="2024-02-19")

E("exp-tw-0006", "en",
  "LessonCalendar on lts/v4: @material-ui/pickers v3 renderDay instead of slots.day",
  """
  lts/v4 has no MUI X, so the month view of LessonCalendar is built on
  `@material-ui/pickers` v3: `<DatePicker variant="static" ... />` takes
  `renderDay={(day, selectedDate, dayInCurrentMonth, dayComponent) => ...}`. Wrap the
  returned `dayComponent` in a `Badge` with the lesson count; don't re-create the day button
  yourself or the keyboard focus ring disappears.

  Pickers v3 needs `MuiPickersUtilsProvider` with `@date-io/dayjs` 1.x. Version 2.x of
  @date-io compiles but throws "utils.getYearText is not a function" at runtime.

  Key the lesson map by `day.format('YYYY-MM-DD')` after applying the tutor's timezone,
  same as on main.
  """,
  "tutor-web", "component", "verified", assets=["LessonCalendar"], branches=LTS_BRANCHES,
  applies_to={"@material-ui/core": "^4", "@material-ui/pickers": "^3"},
  source="tutor-web PR #1190 (lts/v4 backport)", updated_at="2024-03-12")

E("exp-tw-0007", "zh",
  "课表周一开头与星期标题：AdapterDayjs adapterLocale + next-intl useFormatter",
  """
  Vue 版 el-calendar 的周起始跟着 Element Plus 的 locale 走（zh-cn 周一开头），
  星期标题用 vue-i18n 的 `$d(date, 'weekday')`。

  迁移到 React 后课表默认变成周日开头，原因是 MUI X 的 `LocalizationProvider` 默认 en-US。
  做法：
  - `import 'dayjs/locale/zh-cn'` 和 `import 'dayjs/locale/en-sg'`（新加坡英语同样周一开头），
    `<LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={dayjsLocale}>`，
    `dayjsLocale` 由 next-intl 当前 locale 映射而来。
  - 周视图自己画的表头用 next-intl 的 `useFormatter().dateTime(d, { weekday: 'short' })`，
    不要再手写 ['日','一',...] 数组。
  - 切换语言时 dayjs 的全局 locale 不要改，只传 adapterLocale，否则 SSR 和客户端不一致。
  """,
  "tutor-web", "i18n", "verified", assets=["LessonCalendar"],
  applies_to={"next-intl": "^3", "@mui/x-date-pickers": "^6"},
  source="tutor-web PR #1231", updated_at="2024-04-09")

E("exp-tw-0008", "mixed",
  "课表切周闪白：TanStack Query v5 placeholderData: keepPreviousData",
  """
  切到下一周的时候 课表 先空白一下再出数据。v4 的 `keepPreviousData: true` 在 v5 里删了，
  v5 写法：

  ```ts
  import { keepPreviousData, useQuery } from '@tanstack/react-query'
  const q = useQuery({
    queryKey: ['lessons', tutorId, weekStart],
    queryFn: () => fetchWeek(tutorId, weekStart),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  })
  ```

  - first load spinner: use `q.isPending` (v5 renamed the old `isLoading` meaning).
  - 切周过程中把 grid 变灰：`q.isPlaceholderData`.
  - `cacheTime` 也改名 `gcTime` 了，旧配置不会报错，只是静默无效。
  """,
  "tutor-web", "component", "verified", assets=["LessonCalendar"],
  applies_to={"@tanstack/react-query": "^5"},
  source="Slack #tw-migration 2024-03-27", updated_at="2024-03-27")

E("exp-tw-0009", "en",
  "LessonCalendar week switching with TanStack Query v4 keepPreviousData",
  """
  Written while main was still on @tanstack/react-query 4.x.

  To stop the week grid from blanking when the tutor pages to the next week, set
  `keepPreviousData: true` on the lessons query and show a thin `LinearProgress` above the
  grid while `isFetching && isPreviousData`. Keep `staleTime` at 60 s so paging back and
  forth doesn't refetch.
  """,
  "tutor-web", "component", "verified", assets=["LessonCalendar"],
  applies_to={"@tanstack/react-query": "^4"},
  source="tutor-web PR #1044", updated_at="2023-11-20")

E("exp-tw-0010", "en",
  "lts/v4: LessonCalendar queries on react-query 3 (positional keys, keepPreviousData)",
  """
  On lts/v4 the package is still `react-query` 3.39, not @tanstack. Week switching uses
  `useQuery(['lessons', tutorId, weekStart], () => fetchWeek(tutorId, weekStart),
  { keepPreviousData: true, staleTime: 60000 })`.

  Don't copy v5 snippets from main: the object signature, `placeholderData: keepPreviousData`
  and `gcTime` do not exist here. Devtools import is `react-query/devtools`, and
  `queryClient.invalidateQueries('lessons')` takes the key prefix directly.
  """,
  "tutor-web", "component", "verified", assets=["LessonCalendar"], branches=LTS_BRANCHES,
  applies_to={"react-query": "^3"},
  source="tutor-web PR #1192 (lts/v4 backport)", updated_at="2024-03-13")

E("exp-tw-0011", "en",
  "LessonCalendar migration retrospective: week grid, DST, keyboard moves, tests",
  """
  This is the long write-up of moving LessonCalendar (the tutor 课表) from Vue 3 + Element
  Plus to Next 14 + MUI 5. The short entries cover individual fixes; this one keeps the
  reasoning together.

  1. Data model
  The Vue component took a flat array of lessons from the Pinia store and grouped them in a
  computed. In React the grouping lives in a selector passed to `useQuery({ select })`, so
  the grouped shape is memoised by TanStack Query and components never group twice. A lesson
  is `{ id, startAt (ISO, UTC), durationMin, studentId, status }`. We stopped storing
  "local start" strings in the cache; every local value is derived at render time from the
  tutor's zone, which is what made the hydration fix (exp-tw-0003) possible.

  2. Week grid
  The grid is CSS grid: 8 columns (time gutter + 7 days) and 48 rows of half hours. Lesson
  cards are absolutely positioned inside a day column using `top = minutesFromMidnight / 30
  * rowHeight`. We removed el-scrollbar and let the page scroll; the header row is
  `position: sticky`. For tutors with 40+ lessons a week this renders in under 8 ms on a
  mid-range laptop, so virtualisation stayed an experiment.

  3. Daylight saving time
  Most of our tutors are in UTC+8 and never see DST, which is why this bug survived two
  releases. Tutors in Sydney and London saw their whole column shift by an hour in the weeks
  around the change (first Sunday of April for Sydney). The old code generated the 48 slots
  of a day by taking midnight and adding milliseconds. Rule now: build slots with
  `dayjs.tz(date, tz).startOf('day').add(i * 30, 'minute')` and never add 30 * 60 * 1000 ms
  to a timestamp; on a 23-hour or 25-hour day the slot count is 46 or 50 and the grid must
  render that, not assume 48. The unit test fixture `2024-04-07 Australia/Sydney` covers it.

  4. Moving lessons without a mouse
  Drag and drop is in exp-tw-0002. For accessibility a focused lesson card also accepts
  Alt+ArrowUp / Alt+ArrowDown (30 minutes) and Alt+ArrowLeft / Alt+ArrowRight (one day); the
  same mutation is used, and an `aria-live="polite"` region announces the new time. dnd-kit's
  KeyboardSensor was tried but fought with MUI's focus handling inside Popovers.

  5. Tests
  React Testing Library with a fixed `TZ=Asia/Singapore` in the vitest config, plus the
  explicit Sydney fixture above. Snapshot tests of the grid were dropped: they broke on
  every MUI patch release and caught nothing.

  6. What we would do again / not again
  Again: deriving local times at render time; one shared `formatLessonTime`. Not again:
  starting with FullCalendar (exp-tw-0005), and porting the Vue component's event bus for
  "lesson changed" instead of simply invalidating the query.
  """,
  "tutor-web", "component", "verified", assets=["LessonCalendar"],
  applies_to={"react": "^18", "@tanstack/react-query": "^5"},
  source="Retro doc 'LessonCalendar migration' 2024-05", updated_at="2024-05-06")

# ===========================================================================
# tutor-web: WhiteboardCanvas ("the board") and WhiteboardToolbar
# ===========================================================================
E("exp-tw-0020", "en",
  "WhiteboardCanvas: keep the board SDK instance in useRef, never in state",
  """
  In the Vue 3 wrapper the board SDK instance first lived in `data()`, got wrapped in a
  reactive Proxy and broke the SDK's own listener bookkeeping; we fixed it there with
  `markRaw(board)`. The React equivalent of `markRaw` is simply not putting it in state:

  ```tsx
  const boardRef = useRef<BoardInstance | null>(null)
  useEffect(() => {
    const board = createBoard(containerRef.current!, { roomId })
    boardRef.current = board
    return () => { board.destroy(); boardRef.current = null }
  }, [roomId])
  ```

  - Only mirror small derived values into state (current page, tool name) via SDK events.
  - The cleanup `board.destroy()` is also what stops the second canvas in dev StrictMode.
  - Expose imperative calls (undo, clear, setTool) to parents with `useImperativeHandle`
    rather than passing the instance around.
  """,
  "tutor-web", "component", "verified", assets=["WhiteboardCanvas"],
  applies_to={"react": ">=17"},
  source="tutor-web PR #1150", updated_at="2024-02-28")

E("exp-tw-0021", "zh",
  "白板（WhiteboardCanvas）迁移复盘：SSR、StrictMode、DPR、Apple Pencil、同步节流",
  """
  背景：WhiteboardCanvas 是对第三方白板 SDK 的一层封装（组里叫 "the board"），
  老师和学生在 VideoRoom 旁边一起写。Vue 3 版本跑了两年，这次随 tutor-web 一起迁到
  Next 14 pages router。下面按踩坑顺序记录。

  一、SDK 实例放哪里
  Vue 版最早把实例放在 data() 里，被 Proxy 包了一层，SDK 内部比较监听器引用时失败，
  后来用 markRaw 解决。React 版放 useRef，绝不放 useState（详见 exp-tw-0020），
  页码、当前工具这种小状态通过 SDK 事件同步到 state。

  二、SSR：ReferenceError: window is not defined
  SDK 在模块顶层就访问 window 和 devicePixelRatio，pages router 在服务端 import 时直接崩。
  做法：

  ```tsx
  const WhiteboardCanvas = dynamic(() => import('@/components/board/WhiteboardCanvas'), {
    ssr: false,
    loading: () => <BoardSkeleton />,
  })
  ```

  页面文件里除了 `import type` 之外不要 import SDK 的任何东西，否则 dynamic 白做。

  三、开发环境出现两块画布
  React 18 StrictMode 在开发环境会 mount -> unmount -> mount，第一次创建的画布没销毁，
  容器里叠了两个 canvas。cleanup 里调用 `board.destroy()`，再 `container.replaceChildren()`。
  不要为此关掉 reactStrictMode，线上路由切换时同样的泄漏也会出现。

  四、尺寸与 DPR
  用 ResizeObserver 监听容器，canvas.width = cssWidth * devicePixelRatio，再 ctx.scale(dpr, dpr)。
  老师把窗口从笔记本拖到外接屏时 DPR 会变，需要用
  `matchMedia(`(resolution: ${dpr}dppx)`)` 的 change 事件重新计算，否则字会糊。

  五、iPad 与 Apple Pencil
  这是最花时间的一段。Vue 版监听 touchstart/touchmove，touch 的 force 在 iPad 上不可靠，
  所以压感一直是 0，笔画粗细不变。改成 pointerdown/pointermove 之后用 `e.pressure` 取压感，
  并用 `e.pointerType === 'pen'` 区分笔和手指：笔写字，手指拖动画布。
  另外画布容器必须加 `touch-action: none`，否则 Safari 会把笔画当成页面滚动，
  触发 pointercancel，笔画写到一半就断。高频采样用 `e.getCoalescedEvents()`，
  否则快速写字时曲线是折线。

  六、笔画同步节流
  Vue 版每个 pointermove 都调用 SDK 的 sync，弱网下积压严重。现在在 rAF 里合并一帧内的点，
  每 16ms 最多发一次。不要在 pointermove 上套 lodash throttle，它会丢掉最后一个点，
  笔画末端缺一截。

  七、撤销栈
  撤销/重做留在 SDK 里，React 只订阅 canUndo / canRedo 两个布尔值。
  曾经把笔画数组镜像到 React state，结果每写一笔整个工具栏重渲染。

  八、结论
  the board 这次迁移真正的工作量在输入事件和生命周期，不在 UI。
  下次迁移类似的 canvas 封装，先把 SSR、StrictMode、pointer events 三件事列进检查项。
  """,
  "tutor-web", "component", "verified", assets=["WhiteboardCanvas"],
  applies_to={"next": "^14", "react": "^18"},
  source="复盘文档《白板迁移复盘》2024-04", updated_at="2024-04-25")

E("exp-tw-0022", "en",
  "WhiteboardToolbar: el-popover colour/width pickers -> MUI Popover, shortcuts",
  """
  WhiteboardToolbar (the strip above the board with pen, highlighter, eraser, colours and
  stroke width) used `el-popover trigger="click"` for the colour and width pickers.

  In MUI 5 use `Popover` anchored to the tool button with `anchorOrigin={{ vertical:
  'bottom', horizontal: 'center' }}`; set `disableRestoreFocus` or the focus jumps back to
  the toolbar button and steals the next keyboard shortcut from the canvas.

  Shortcuts (P pen, H highlighter, E eraser, Ctrl/Cmd+Z) are registered on `window` in one
  `useEffect`, and ignored while an `input` or `textarea` has focus (the chat box next to the
  board). The toolbar talks to the canvas only through the imperative handle.
  """,
  "tutor-web", "component", "verified", assets=["WhiteboardToolbar"],
  applies_to={"@mui/material": "^5"},
  source="tutor-web PR #1161", updated_at="2024-03-01")

E("exp-tw-0023", "mixed",
  "the board 导出 PNG 给家长：checklist（toBlob、CORS、背景课件）",
  """
  Checklist only, not a finished recipe — 还在做：
  - [ ] 背景 PDF/图片 从 CDN 加载时要 `crossOrigin = 'anonymous'`，CDN 要回 `Access-Control-Allow-Origin`，
        否则 canvas is tainted，`toBlob` 直接抛 SecurityError.
  - [ ] 多层 canvas（背景层 + 笔画层）先合成到一个离屏 canvas 再导出。
  - [ ] 导出尺寸按 1x 还是 DPR？家长端看图建议 1x，文件小。
  - [ ] iOS Safari toBlob 慢，导出时显示 loading.
  """,
  "tutor-web", "component", "candidate", assets=["WhiteboardCanvas"],
  source="Slack #tw-board 2024-05-15", updated_at="2024-05-15")

E("exp-tw-0024", "en",
  "Run the Vue WhiteboardCanvas inside React with veaury during the transition (dropped)",
  """
  For two sprints we mounted the old Vue 3 WhiteboardCanvas inside the React page with
  veaury's `applyVueInReact`, passing props through and listening to emitted events.

  Dropped in March 2024: two reactivity systems fought over the same DOM, the Vue app
  instance leaked on every route change (heap grew ~40 MB per lesson switch), and
  StrictMode double mounting created two SDK instances. The board was rewritten natively
  (exp-tw-0020, exp-tw-0021). Do not reintroduce the bridge.
  """,
  "tutor-web", "component", "deprecated", assets=["WhiteboardCanvas"],
  applies_to={"react": "^18"},
  source="tutor-web PR #1098, reverted in #1149", updated_at="2024-03-04")

E("exp-tw-0025", "en",
  "WhiteboardCanvas resizing when the VideoRoom sidebar collapses",
  """
  When the tutor collapses the video sidebar, the board container grows but the canvas kept
  its old pixel size until a window resize. Listening to `window.resize` is not enough
  because the window never changes size.

  Observe the container itself with `ResizeObserver`, debounce to one call per animation
  frame, and call the SDK's `resize(width, height)` with CSS pixels. The sidebar animation is
  200 ms, so resize once at the end (`transitionend`) as well; resizing on every frame makes
  the SDK re-rasterise the whole page.
  """,
  "tutor-web", "component", "verified", assets=["WhiteboardCanvas"],
  applies_to={"react": ">=17"},
  source="tutor-web PR #1170", updated_at="2024-03-06")

E("exp-tw-0026", "mixed",
  "the board 多页 PDF 课件：pdfjs-dist workerSrc 在 Next 14 里怎么配",
  """
  课件是多页 PDF，Vue 版用 vue-pdf（内部 pdfjs 2.x）。React 版直接用 pdfjs-dist：

  ```ts
  import * as pdfjs from 'pdfjs-dist'
  pdfjs.GlobalWorkerOptions.workerSrc = new URL(
    'pdfjs-dist/build/pdf.worker.min.js', import.meta.url,
  ).toString()
  ```

  webpack 5 (Next 14 自带) 会把 worker 当 asset 打包。Only call this inside the
  dynamically imported board module (ssr: false).

  Status: 只在 Chrome/Edge 上验证，iPad Safari 上 60 页以上的 PDF 偶现白页，还没定位，
  需要 review 后再推广。
  """,
  "tutor-web", "component", "review_required", assets=["WhiteboardCanvas"],
  applies_to={"next": "^14"},
  source="Slack #tw-board 2024-05-02", updated_at="2024-05-02")

E("exp-tw-0027", "en",
  "lts/v4: loading the board on Next 12 (dynamic import, swcMinify off)",
  """
  The lts/v4 build of the board also loads WhiteboardCanvas with
  `next/dynamic(..., { ssr: false })`. Next 12.3's SWC minifier mangled the class names that
  the board SDK uses for its plugin registry, so tools silently failed to register in
  production builds only. On lts/v4 `next.config.js` sets `swcMinify: false` (Terser).

  React 17 on this branch doesn't double-invoke effects, so the StrictMode double canvas
  from main never shows up here; the destroy-on-cleanup code is still required for route
  changes.
  """,
  "tutor-web", "build", "verified", assets=["WhiteboardCanvas"], branches=LTS_BRANCHES,
  applies_to={"next": "^12"},
  source="tutor-web PR #1201 (lts/v4)", updated_at="2024-03-19")

# ===========================================================================
# tutor-web: VideoRoom ("VR"), VideoRoomLobby, useLessonTimer
# ===========================================================================
E("exp-tw-0030", "en",
  "VideoRoom under React 18 StrictMode: enterRoom/exitRoom race and OPERATION_ABORT (5998)",
  """
  In development every VideoRoom mount logged a TRTC error with code 5998
  (`TRTC.ERROR_CODE.OPERATION_ABORT`) and sometimes the tutor entered the room twice.
  Cause: StrictMode mounts, unmounts and mounts again; the first effect's `enterRoom` was
  still pending when the cleanup's `exitRoom` ran, which aborts it.

  What we do now:

  ```tsx
  useEffect(() => {
    let cancelled = false
    const trtc = trtcRef.current
    trtc.enterRoom({ roomId, sdkAppId, userId, userSig })
      .catch((e) => { if (!cancelled || e.code !== TRTC.ERROR_CODE.OPERATION_ABORT) report(e) })
    return () => { cancelled = true; trtc.exitRoom().catch(() => {}) }
  }, [roomId])
  ```

  - Ignore 5998 only when it comes from our own cleanup; anywhere else it is a real failure.
  - Keep StrictMode on. The same race happens in production when a tutor clicks "next
    lesson" quickly.
  - The TRTC instance itself is created once per provider, not per effect run.
  """,
  "tutor-web", "component", "verified", assets=["VideoRoom"],
  applies_to={"react": "^18", "trtc-sdk-v5": "^5"},
  source="tutor-web PR #1240", updated_at="2024-04-15")

E("exp-tw-0031", "mixed",
  "VR 摄像头/麦克风权限报错：NotAllowedError vs NotReadableError 的提示",
  """
  startLocalVideo / startLocalAudio 失败时要区分原因，Vue 版统一弹 "设备异常"，学生不知道怎么办。

  - `NotAllowedError`: user or OS denied permission → MUI Dialog 引导去浏览器地址栏开权限，
    附 Chrome / Safari 截图。
  - `NotReadableError` ("Could not start video source"): camera is held by another app
    (Zoom, WeChat video call) → 提示关闭其他占用摄像头的软件后点"重试"。
  - `OverconstrainedError`: the saved deviceId no longer exists → 清掉 localStorage 里的
    `bp_cam_id`，回退默认设备重试一次。
  - `NotFoundError`: no device at all → 允许只开音频进房。

  Retry button calls the same start function; don't reload the page, the TRTC room stays joined.
  """,
  "tutor-web", "component", "verified", assets=["VideoRoom"],
  applies_to={"@mui/material": "^5"},
  conditions="Desktop Chrome/Edge/Safari and iPad Safari.",
  counter_conditions="Not for the WeChat in-app browser on iOS: getUserMedia behaves differently there and this flow was never tested in it.",
  source="tutor-web PR #1244", updated_at="2024-04-17")

E("exp-tw-0032", "zh",
  "VideoRoom 远端画面渲染：callback ref + startRemoteVideo，掉线重进后黑屏",
  """
  Vue 版用 v-for 渲染每个远端用户的 div，再在 `REMOTE_VIDEO_AVAILABLE` 里用 `this.$refs`
  找节点调 play。React 版：

  - 远端用户列表来自 `TRTC.EVENT.REMOTE_VIDEO_AVAILABLE` / `REMOTE_VIDEO_UNAVAILABLE`，
    存成 `{ userId, streamType }[]` 放 state。
  - 每个格子用 callback ref，节点挂上以后才调用
    `trtc.startRemoteVideo({ userId, streamType, view: el })`；节点卸载时 `stopRemoteVideo`。
  - 学生掉线重进后画面黑屏：原因是旧节点没 stop，新事件来时 ref 回调没有再次触发（key 没变）。
    修复：格子的 key 用 `${userId}-${joinSeq}`，每次 REMOTE_VIDEO_AVAILABLE 递增 joinSeq，
    强制重建节点。
  """,
  "tutor-web", "component", "verified", assets=["VideoRoom"],
  applies_to={"trtc-sdk-v5": "^5", "react": "^18"},
  conditions="一对一和 6 人以内的小班课。",
  counter_conditions="不适用于超过 6 路远端视频的小班课 gallery 模式：全部订阅大流会把带宽和解码打满，本条没有覆盖订阅策略。",
  source="tutor-web PR #1252", updated_at="2024-04-22")

E("exp-tw-0033", "en",
  "VideoRoom gallery mode for group lessons (>6 students): small streams, paging, active speaker",
  """
  For group lessons with more than six students, subscribing to every main stream saturates
  the tutor's downlink and the decoder on older laptops.

  Current approach: render at most 9 tiles per page; subscribe to the small stream
  (`TRTC.TYPE.STREAM_TYPE_SUB`) for every visible tile and to the main stream only for the
  active speaker (from `AUDIO_VOLUME` events, smoothed over 1.5 s). Off-page students are
  stopped, not just hidden. Students must publish a small stream as well: the small-stream
  option of `startLocalVideo`, which our wrapper exposes as `enableSmallVideo`.

  Review required: only tested with 9 participants on the staging room; the speaker
  switching thrashes when two students talk at once.
  """,
  "tutor-web", "component", "review_required", assets=["VideoRoom"],
  applies_to={"trtc-sdk-v5": "^5"},
  source="tutor-web PR #1266 (draft)", updated_at="2024-05-10")

E("exp-tw-0034", "en",
  "lts/v4 VideoRoom on trtc-js-sdk v4: client.join and stream.play(elementId)",
  """
  lts/v4 still ships trtc-js-sdk 4.x. The v5 API from main (`TRTC.create()`,
  `enterRoom`, `startRemoteVideo({ view })`) does not exist there.

  v4 flow: `TRTC.createClient({ mode: 'rtc', sdkAppId, userId, userSig })`, `client.join({
  roomId })`, then on `stream-added` call `client.subscribe(stream)` and on
  `stream-subscribed` call `stream.play(elementId)`. The element id must stay stable across
  re-renders: derive it from the userId (`remote-${userId}`) and never from an index,
  otherwise `play` targets an element React has already replaced and the tile stays black.
  Call `stream.stop()` before the tile unmounts.
  """,
  "tutor-web", "component", "verified", assets=["VideoRoom"], branches=LTS_BRANCHES,
  applies_to={"trtc-js-sdk": "^4"},
  source="tutor-web PR #1205 (lts/v4)", updated_at="2024-03-20")

E("exp-tw-0035", "en",
  "VideoRoomLobby device check: empty device labels until permission is granted",
  """
  VideoRoomLobby is the pre-join page where students pick camera and microphone. In the Vue
  version the dropdowns showed "Camera 1 / Camera 2" with empty labels on first visit.

  Browsers return empty `label` from `enumerateDevices` until the page has had a
  getUserMedia permission. Order now: request a short audio+video preview first, then call
  `TRTC.getCameraList()` / `TRTC.getMicrophoneList()`, then stop the preview tracks before
  entering VideoRoom so the room can open the device itself. Re-list on the
  `devicechange` event (USB headsets plugged in after the page loaded).
  """,
  "tutor-web", "component", "verified", assets=["VideoRoomLobby"],
  applies_to={"trtc-sdk-v5": "^5"},
  source="tutor-web PR #1238", updated_at="2024-04-12")

E("exp-tw-0036", "mixed",
  "VR 的 TRTC client 放全局 store 让它跨路由存活（已废弃）",
  """
  最初为了 "下一节课" 不重新进房，把 TRTC 实例放进一个全局 zustand store，路由切换也不销毁。

  Deprecated: 实例跨路由存活导致上一个房间的远端事件还在回调，出现过 学生A 的画面
  出现在 学生B 的课上；also leaked MediaStreamTracks (camera light stayed on after leaving).
  Replaced by the per-page VideoRoomProvider (exp-tw-0037).
  """,
  "tutor-web", "store", "deprecated", assets=["VideoRoom"],
  source="Slack #tw-vr 2024-03-05", updated_at="2024-04-01")

E("exp-tw-0037", "en",
  "VideoRoomProvider: one TRTC instance per lesson page, destroyed on route change",
  """
  The TRTC instance is created lazily in a `VideoRoomProvider`
  (`if (!trtcRef.current) trtcRef.current = TRTC.create()` on first render; `useRef` has no
  lazy initialiser) and provided through context to the tiles, the controls and the network
  indicator.

  On the pages router, the provider listens to `router.events.on('routeChangeStart')` and
  calls `exitRoom()` then `destroy()`, because Next keeps `_app` mounted and a page-level
  unmount can come after the next page already started joining. Components below the
  provider never call `TRTC.create()` themselves.
  """,
  "tutor-web", "component", "verified", assets=["VideoRoom"],
  applies_to={"next": ">=12 <15", "trtc-sdk-v5": "^5"},
  source="tutor-web PR #1246", updated_at="2024-04-18")

E("exp-tw-0038", "zh",
  "VideoRoom 网络质量指示：NETWORK_QUALITY 事件节流后再 setState",
  """
  TRTC v5 每 2 秒抛一次 `TRTC.EVENT.NETWORK_QUALITY`，带 uplinkNetworkQuality 和每个远端的
  downlinkNetworkQuality（0 未知，1 最好 ... 6 断开）。

  Vue 版直接写进 reactive 对象没什么问题；React 版一开始每个事件都 setState 一个新对象，
  所有视频格子跟着重渲染，低配机上画面卡顿。改成：
  - 质量值放 useRef，只有当某个用户的等级跨过 "好/一般/差" 三档时才 setState；
  - 图标组件用 React.memo，只接收自己的档位。
  """,
  "tutor-web", "component", "verified", assets=["VideoRoom"],
  applies_to={"trtc-sdk-v5": "^5"},
  source="tutor-web PR #1257", updated_at="2024-04-26")

E("exp-tw-0039", "en",
  "VR reconnect banner: checklist",
  """
  Check items collected from two incidents; no finished implementation yet.
  - Listen to `TRTC.EVENT.CONNECTION_STATE_CHANGED`; a reconnect shows up as a change from
    'CONNECTED' to 'CONNECTING'. Show the banner then, hide it on 'CONNECTED'.
  - Don't tear down tiles while reconnecting; remote streams come back by themselves.
  - After 30 s still 'CONNECTING', offer "re-enter room" which runs exitRoom + enterRoom.
  - Log the reconnect duration to our metrics with the lesson id.
  """,
  "tutor-web", "component", "candidate", assets=["VideoRoom"],
  source="Incident notes 2024-05-07", updated_at="2024-05-08")

E("exp-tw-0040", "en",
  "useLessonTimer (elapsed lesson time in VR) ported to a React hook",
  """
  useLessonTimer shows how long the lesson has been running in the VideoRoom header. It
  counts up from the server-provided `startedAt`. Ported as a hook that stores only
  `startedAt` and re-renders once per second with `setInterval`; elapsed time is
  `Date.now() - startedAt` at render. It is independent from useCountdown, which counts down
  to a target; don't merge them, the lesson timer must keep running while the tab is hidden
  and only re-render on visibility.
  """,
  "tutor-web", "component", "verified", assets=["useLessonTimer"],
  applies_to={"react": ">=17"},
  source="tutor-web PR #1248", updated_at="2024-04-19")

# ===========================================================================
# tutor-web: HomeworkUploader (+ sibling AvatarUploader)
# ===========================================================================
E("exp-tw-0050", "en",
  "HomeworkUploader: compress photos with browser-image-compression in a Web Worker",
  """
  Students photograph worksheets with their phones; originals are 6-12 MB. The Vue version
  compressed in `el-upload`'s `:before-upload` on the main thread and froze the page for 2-3
  seconds per photo.

  React version: a plain `<input type="file" accept="image/*" multiple>` behind a MUI
  button; each file goes through

  ```ts
  const out = await imageCompression(file, {
    maxWidthOrHeight: 1920, maxSizeMB: 1.2, initialQuality: 0.8, useWebWorker: true,
  })
  ```

  - `useWebWorker: true` keeps the UI responsive; compress files one at a time, not with
    `Promise.all`, or low-end Android phones run out of memory.
  - The library keeps the EXIF orientation, so portrait photos stay upright.
  - Skip compression for images already under 500 kB.
  """,
  "tutor-web", "component", "verified", assets=["HomeworkUploader"],
  applies_to={"react": ">=17"},
  conditions="Image homework (JPEG/PNG/WebP) submitted from the student side.",
  counter_conditions="Does not apply to PDF or Word attachments: those go through the chunked resumable upload path, which this entry does not cover.",
  source="tutor-web PR #1176", updated_at="2024-03-07")

E("exp-tw-0051", "zh",
  "HomeworkUploader：iPhone HEIC 照片先用 heic2any 转 JPEG 再压缩",
  """
  学生在 Mac/Windows 的 Chrome 上传从 iPhone 同步过来的照片时是 .heic，
  Chrome 解码不了，压缩库直接报错 "The file given is not an image"。

  做法：`file.type === 'image/heic' || /\\.heic$/i.test(file.name)` 时先
  `await heic2any({ blob: file, toType: 'image/jpeg', quality: 0.9 })` 再进压缩流程。
  heic2any 体积大（~1.3 MB），用动态 import 按需加载；大于 2 MB 的 HEIC 转换要 3 秒以上，
  要显示单独的 "正在转换格式" 进度。
  iPhone 上的 Safari 选图时系统已经自动转成 JPEG，不会走到这条分支。
  """,
  "tutor-web", "component", "verified", assets=["HomeworkUploader"],
  applies_to={"react": ">=17"},
  source="tutor-web PR #1182", updated_at="2024-03-11")

E("exp-tw-0052", "mixed",
  "HomeworkUploader 上传到 COS：预签名 URL + XHR upload.onprogress + useMutation",
  """
  Vue 版 el-upload 自带进度条。React 版用后端给的 COS 预签名 PUT URL 直传：

  - fetch 没有上传进度事件，所以用 XMLHttpRequest，`xhr.upload.onprogress` 回调里更新每个文件的进度。
  - 包一层 `useMutation({ mutationFn: uploadOne })`，失败重试 2 次，`retryDelay` 指数退避；
    全部成功后再调用 `POST /homework/:id/submit`，不要每张图 submit 一次。
  - 预签名 URL 15 分钟过期，重试前如果已超过 10 分钟要重新申请。
  """,
  "tutor-web", "component", "verified", assets=["HomeworkUploader"],
  applies_to={"@tanstack/react-query": "^5"},
  counter_conditions="Single PUT only. Files over 20 MB must use COS multipart upload, which is not covered here.",
  source="tutor-web PR #1184", updated_at="2024-03-12")

E("exp-tw-0053", "en",
  "AvatarUploader: square crop with react-easy-crop, 256 px output",
  """
  AvatarUploader (profile photo for tutors and students) is not HomeworkUploader: one image,
  cropped to a square, output 256x256 JPEG. `el-upload` + vue-cropper became a MUI Dialog
  with react-easy-crop; the crop area in pixels from `onCropComplete` is drawn onto a canvas
  and exported with `toBlob(cb, 'image/jpeg', 0.9)`. No compression library needed at that
  size.
  """,
  "tutor-web", "component", "verified", assets=["AvatarUploader"],
  applies_to={"@mui/material": "^5"},
  source="tutor-web PR #1158", updated_at="2024-02-29")

E("exp-tw-0054", "zh",
  "作业上传（HomeworkUploader）迁移复盘：压缩参数、iOS canvas 上限、文件名、内存",
  """
  背景：HomeworkUploader 是学生提交作业照片的组件，每天大约 3 万张图。Vue 版基于 el-upload，
  压缩在主线程做；这次迁到 React + MUI 5，顺便把压缩和上传流程重写。以下是按问题整理的记录。

  一、压缩参数怎么定
  老师批改需要能看清手写的小字，试了几组参数后定为：长边 1920，质量 0.8，目标 1.2 MB 以内。
  长边 1600 时分数线和根号上的小字会糊，老师投诉过。压缩用 browser-image-compression，
  开 useWebWorker，一张一张串行压，不要 Promise.all 并发（低端安卓会 OOM）。

  二、选图与预览
  预览用 URL.createObjectURL(file)，组件卸载或删除某张图时一定要 URL.revokeObjectURL，
  Vue 版没有释放，学生一次选 20 张再反复删改，iPad 上内存涨到页面被系统杀掉。
  多选时 input 返回的顺序在 Android 微信里不一定是选择顺序，按 lastModified 排序后再展示。

  三、iOS Safari 的 canvas 上限
  这是线上问题最多的一段。iOS Safari 对单个 canvas 的像素面积有上限（约 16777216 像素，
  即 4096 x 4096），超过之后 canvas.toBlob 不报错，而是回调里拿到 null，我们的代码把 null
  当成 Blob 上传，后端收到 0 字节文件。同时控制台会出现
  "Total canvas memory use exceeds the maximum limit (224 MB)"，原因是前面压缩过的
  canvas 没有释放。处理方式：
  1. 先用 createImageBitmap 读出宽高，超过 4096 的一边先等比缩到 4096 以内再画；
  2. 每次压缩完把离屏 canvas 的 width/height 设为 0，帮助 Safari 回收；
  3. toBlob 回调拿到 null 时抛出明确的错误 "COMPRESS_NULL_BLOB"，走 "原图上传" 兜底。

  四、压缩后文件名变成 blob
  browser-image-compression 返回的是 Blob（部分版本是没有 name 的 File），直接 append 到
  FormData 以后后端看到的文件名是 "blob"，老师下载作业时全部叫 blob.jpg。
  修复：new File([blob], original.name, { type: blob.type, lastModified: original.lastModified })，
  扩展名按 blob.type 修正（heic 转出来的要改成 .jpg）。

  五、上传与重试
  上传见 exp-tw-0052（COS 预签名直传）。失败的图片单独标红，可单张重试，不影响已成功的图。
  全部成功后才调用提交接口。

  六、测试
  压缩逻辑抽成纯函数 compressForHomework(file)，在 vitest 里用 jsdom 测不了 canvas，
  所以单测只测参数选择和文件名修正，真实压缩用 Playwright 跑 iPhone 13 / Pixel 5 两个设备。

  七、和 el-upload 行为上的差异
  el-upload 有 limit、on-exceed、file-list 这些内建能力，迁移时容易漏：
  - 一次最多 9 张（和微信选图上限一致），超出时提示 "最多上传 9 张"，而不是静默截断；
  - 已提交的作业再次编辑时，file-list 里是服务端 URL 而不是 File，预览组件要同时支持两种；
  - el-upload 的 before-remove 确认框改用 useConfirm()（见 exp-tw-0081）。

  八、监控
  压缩耗时、压缩前后体积、COMPRESS_NULL_BLOB 次数都打点到埋点平台，按设备型号看分布。
  上线第一周 COMPRESS_NULL_BLOB 每天约 40 次，全部来自 iPad 的 1200 万像素以上照片，
  加上第三节的缩放之后降到 0。

  九、结论
  这次真正的问题几乎都出在 iOS Safari 的 canvas 和内存上，而不是 React 本身。
  以后涉及 canvas 的迁移，先在最旧的支持设备上跑一遍真实照片，再谈参数。
  """,
  "tutor-web", "component", "verified", assets=["HomeworkUploader"],
  applies_to={"react": "^18"},
  source="复盘文档《作业上传迁移复盘》2024-04", updated_at="2024-04-29")

E("exp-tw-0055", "en",
  "HomeworkUploader: createImageBitmap imageOrientation 'from-image' instead of manual EXIF",
  """
  Idea: drop the EXIF parsing fallback and decode with
  `createImageBitmap(file, { imageOrientation: 'from-image' })`, then draw the bitmap to the
  compression canvas. Works in current Chrome, Edge and Safari 17.

  Not verified on iOS 15 devices, which about 8% of students still use; the first test on
  an iPhone 8 rotated photos by 90 degrees. Needs review before it replaces the library's
  built-in orientation handling.
  """,
  "tutor-web", "component", "review_required", assets=["HomeworkUploader"],
  applies_to={"react": ">=17"},
  source="tutor-web PR #1260 (draft)", updated_at="2024-05-03")

E("exp-tw-0056", "en",
  "HomeworkUploader: el-upload drag area -> react-dropzone, plus paste from clipboard",
  """
  `el-upload drag` gave us the dashed drop zone on desktop. In React we use react-dropzone's
  `useDropzone({ accept: { 'image/*': [] }, multiple: true, noClick: true })` and keep our own
  MUI button for clicking, because the default click-to-open conflicts with the thumbnail
  delete buttons inside the zone.

  Students also paste screenshots: listen to `paste` on the zone and take
  `e.clipboardData.files`; pasted images have the name "image.png", so rename them with a
  timestamp before compression.
  """,
  "tutor-web", "component", "verified", assets=["HomeworkUploader"],
  applies_to={"react": ">=17"},
  source="tutor-web PR #1179", updated_at="2024-03-08")

# ===========================================================================
# tutor-web: useCountdown
# ===========================================================================
E("exp-tw-0060", "en",
  "useCountdown: derive remaining time from a target timestamp, don't decrement",
  """
  The Vue composable kept `remaining = ref(seconds)` and did `remaining.value--` in a
  `setInterval`. After a few minutes it was several seconds late, and after the laptop slept
  it was minutes off.

  React hook: store the target timestamp (`endAt` in ms), tick every 250 ms, and compute
  `Math.max(0, endAt - Date.now())` on each tick; only call setState when the displayed
  second changes. Recompute immediately on `visibilitychange` when the tab becomes visible.
  Clear the interval in the effect cleanup and fire `onEnd` once (guard with a ref, because
  StrictMode runs effects twice in development).

  ```ts
  export function useCountdown(endAt: number, onEnd?: () => void) {
    const [left, setLeft] = useState(() => Math.max(0, endAt - Date.now()))
    ...
  }
  ```
  """,
  "tutor-web", "other", "verified", assets=["useCountdown"],
  applies_to={"react": ">=17"},
  conditions="Client-side countdowns to a known end time (lesson starts in, break ends in).",
  counter_conditions="Does not handle client clock skew: not for deadlines enforced by the backend (homework submission cutoff, exam lock), where the displayed time must match the server.",
  source="tutor-web PR #1165", updated_at="2024-03-04")

E("exp-tw-0061", "zh",
  "useCountdown 在后台标签页被节流：visibilitychange 时重新计算",
  """
  老师开着课表标签页去别的标签备课，回来发现 "距离上课 5 分钟" 的倒计时停在 12 分钟。
  原因：浏览器会节流后台标签页的定时器（Chrome 隐藏 5 分钟后进入 intensive throttling，
  定时器最多每分钟执行一次）。

  只要倒计时是根据目标时间点计算的（见 exp-tw-0060），在 `document.visibilityState === 'visible'`
  时立刻重新算一次就能恢复正确显示。不要试图用 Web Worker 里的定时器绕过节流，
  没必要，而且 Safari 里 worker 定时器也会被节流。
  """,
  "tutor-web", "other", "verified", assets=["useCountdown"],
  source="Slack #tw-migration 2024-03-06", updated_at="2024-03-06")

E("exp-tw-0062", "en",
  "Server time offset for backend-enforced countdowns (homework cutoff): draft",
  """
  For deadlines the backend enforces, useCountdown must count against server time. Draft
  approach: on app start call `GET /time` (or read the `Date` response header of the first
  API call), store `offset = serverNow - (t0 + t1) / 2` measured around the request, and pass
  `now = () => Date.now() + offset` into the countdown. Re-measure when the tab becomes
  visible after more than 10 minutes.

  Open questions: the `Date` header has 1 s resolution, and our CDN caches `/time` for
  some regions. Review before using it for the homework cutoff.
  """,
  "tutor-web", "other", "review_required", assets=["useCountdown"],
  applies_to={"react": ">=17"},
  source="Design note 2024-05-20", updated_at="2024-05-20")

# ===========================================================================
# tutor-web: useAuthStore (Pinia) -> AuthProvider + axios single-flight refresh
# ===========================================================================
E("exp-tw-0070", "en",
  "useAuthStore -> AuthProvider + axios interceptor with a single-flight token refresh",
  """
  The Pinia `useAuthStore` held `accessToken`, `user` and a `refresh()` action; every API
  module imported the store. In React the state lives in an `AuthProvider` context and the
  refresh logic lives in the axios instance, not in components.

  ```ts
  let refreshing: Promise<string> | null = null
  api.interceptors.response.use(undefined, async (err) => {
    const cfg = err.config
    if (err.response?.status !== 401 || cfg._retried) throw err
    cfg._retried = true
    refreshing ??= refreshToken().finally(() => { refreshing = null })
    cfg.headers.Authorization = `Bearer ${await refreshing}`
    return api(cfg)
  })
  ```

  - All requests that fail with 401 while a refresh is running await the same promise.
  - The refresh token is an httpOnly cookie; the access token stays in memory only.
  - If the refresh itself fails, `AuthProvider` clears the user and routes to /login.
  """,
  "tutor-web", "store", "verified", assets=["useAuthStore"],
  applies_to={"react": "^18"},
  conditions="Browser-side requests through the shared axios instance.",
  counter_conditions="Not for requests made on the server (getServerSideProps, API routes): there is no per-user axios instance or in-memory token there.",
  source="tutor-web PR #1120", updated_at="2024-02-22")

E("exp-tw-0071", "zh",
  "token 刷新迁移复盘（useAuthStore -> AuthProvider）：并发、错误码、多标签页、SSR、登出",
  """
  背景：tutor-web 的登录态原来在 Pinia 的 useAuthStore 里，access token 存在内存 + localStorage，
  refresh token 是 httpOnly cookie。迁移到 Next 14 pages router 后，我们把刷新逻辑重写了一遍，
  中间出过两次线上事故。这里把所有结论放在一起。

  一、并发 401 只刷新一次
  和 exp-tw-0070 一样：axios 响应拦截器里用一个模块级的 refreshing promise，
  所有 401 的请求 await 同一个 promise，刷新完成后各自重放。第一次事故就是因为没有这一步，
  页面同时发出 6 个请求，6 次刷新把 refresh token 轮换了 6 次，后 5 次都失败，老师被踢下线。

  二、后端错误码
  后端 401 的 body 里有业务码：40101 TOKEN_EXPIRED 表示 access token 过期，可以刷新；
  40103 REFRESH_TOKEN_REVOKED 表示 refresh token 已被吊销（改密码、后台踢人），
  这时不要再刷新，直接清空登录态跳登录页。Vue 版对所有 401 都刷新，遇到 40103 时会死循环。

  三、TanStack Query 的重试
  useQuery 默认失败重试 3 次。401 已经由拦截器处理，query 层再重试只会放大请求量，
  所以 QueryClient 的 defaultOptions 里 retry 写成
  (count, err) => err.response?.status !== 401 && count < 2。

  四、多个标签页同时刷新
  老师常常同时开着课表和 VideoRoom 两个标签页。refresh token 是一次性轮换的，
  两个标签页几乎同时刷新时，后刷新的那个拿着旧 refresh token，被后端判定为重放攻击，
  整个会话被作废。解决：用 BroadcastChannel('bp-auth') 做跨标签页协调，
  刷新前先广播 "refresh-start"，其他标签页收到后不再自己刷新，而是等待 "refresh-done"
  消息里带过来的新 access token；不支持 BroadcastChannel 的旧 Safari 退回到 localStorage 的
  storage 事件。

  五、SSR：getServerSideProps 里的请求
  服务端没有浏览器里那个 axios 实例，也没有内存里的 access token。getServerSideProps 里
  一律用 createServerApi(ctx)：从 ctx.req.headers.cookie 里取出 refresh cookie，
  先在服务端调用 /auth/refresh 换一个短期 access token，再请求业务接口；
  刷新接口返回的 Set-Cookie 要原样通过 ctx.res.setHeader('Set-Cookie', ...) 写回浏览器，
  否则浏览器手里的 refresh token 已经被轮换作废。刷新失败时返回
  { redirect: { destination: '/login', permanent: false } }，不要在服务端抛 500。

  六、登出
  登出时除了清 AuthProvider 的状态，必须 queryClient.clear()。第二次事故：
  家里共用的 iPad 上，上一个老师登出，下一个老师登录后，课表先闪出了上一个人的课，
  因为缓存里的 ['lessons', ...] 还在，只是 key 里的 tutorId 恰好相同的组件先渲染了旧数据。
  同时广播 "logout" 给其他标签页。

  七、还没解决的
  Next middleware 里只能看到 cookie，看不到内存里的 access token，所以 middleware 只判断
  "有没有 refresh cookie"，真正的校验留给页面。
  """,
  "tutor-web", "store", "verified", assets=["useAuthStore"],
  applies_to={"next": "^14", "@tanstack/react-query": "^5"},
  source="复盘文档《token 刷新迁移复盘》2024-05", updated_at="2024-05-14")

E("exp-tw-0072", "zh",
  "useAuthStore 持久化：pinia-plugin-persistedstate 不再照搬，只依赖 cookie（待评审）",
  """
  Vue 版用 pinia-plugin-persistedstate 把整个 useAuthStore（包括 access token 和用户信息）
  存进 localStorage，刷新页面不掉登录。

  React 版的提议：access token 只放内存，页面刷新后用 httpOnly 的 refresh cookie 静默换一个；
  用户基本信息（昵称、头像）可以放 sessionStorage 只为首屏少闪一下。
  还没定的：首屏多一次 /auth/refresh 请求对 VideoRoom 直达链接的进房时间影响（约 +150ms），
  以及 Safari ITP 对 cookie 的限制。需要安全组 review 之后再作为默认方案。
  """,
  "tutor-web", "store", "review_required", assets=["useAuthStore"],
  applies_to={"react": "^18"},
  source="Slack #tw-auth 2024-03-15", updated_at="2024-03-15")

E("exp-tw-0073", "en",
  "Access token in localStorage, checked in Next middleware (abandoned)",
  """
  Early plan: keep the access token in localStorage as the Pinia persisted store did, and
  check it in `middleware.ts` to protect pages.

  Abandoned: middleware runs on the edge and cannot read localStorage at all, so the check
  never worked; and the token in localStorage was flagged by the security review (XSS
  exposure). See exp-tw-0070 / exp-tw-0074 for what we do instead.
  """,
  "tutor-web", "store", "deprecated", assets=["useAuthStore"],
  source="tutor-web PR #1089 (closed)", updated_at="2024-02-10")

E("exp-tw-0074", "en",
  "Vue Router beforeEach auth guard -> Next middleware.ts with matcher",
  """
  `router.beforeEach` redirected anonymous users to /login and tutors without a finished
  profile to /onboarding. On the pages router the first check moved to `middleware.ts` at
  the project root:

  ```ts
  export function middleware(req: NextRequest) {
    if (!req.cookies.has('bp_rt')) {
      const url = new URL('/login', req.url); url.searchParams.set('next', req.nextUrl.pathname)
      return NextResponse.redirect(url)
    }
  }
  export const config = { matcher: ['/((?!login|_next|static|favicon.ico).*)'] }
  ```

  The onboarding check needs the user profile, so it stays in the page
  (`getServerSideProps` or a client guard) — middleware only sees cookies.
  """,
  "tutor-web", "router", "verified", assets=["useAuthStore"],
  applies_to={"next": ">=12.2"},
  source="tutor-web PR #1125", updated_at="2024-02-23")

# ===========================================================================
# tutor-web: misc (messages, dialogs, i18n, theming, server state)
# ===========================================================================
E("exp-tw-0080", "zh",
  "ElMessage -> notistack：拦截器里的全局提示和 loading 提示",
  """
  Vue 版在 axios 拦截器里直接 `ElMessage.error(msg)`，任何地方都能弹。React 里 hook 不能在拦截器里用，
  做法：
  - 根组件放 `<SnackbarProvider maxSnack={3}>`，再写一个 `<SnackbarBridge />`，
    在里面 `useSnackbar()` 拿到 enqueueSnackbar，注册到一个模块级的 `notify` 对象上；
  - 拦截器只调用 `notify.error(msg)`；
  - 原来的 `ElMessage({ type: 'info', duration: 0 })` 形式的 "正在保存..." loading 提示，
    用 `enqueueSnackbar('正在保存…', { persist: true })` 拿到 key，完成后 `closeSnackbar(key)`。
  同一条错误 3 秒内只弹一次，用 `preventDuplicate`。
  """,
  "tutor-web", "plugin", "verified",
  applies_to={"@mui/material": "^5"},
  source="tutor-web PR #1131", updated_at="2024-02-26")

E("exp-tw-0081", "en",
  "ElMessageBox.confirm -> useConfirm() hook returning a promise (MUI Dialog)",
  """
  Many Vue handlers did `await ElMessageBox.confirm('Cancel this lesson?')` inside an async
  function and relied on the rejection when the user clicked cancel.

  We added a `ConfirmProvider` that renders one MUI `Dialog` and a `useConfirm()` hook:
  `const ok = await confirm({ title, body, confirmText })`. It resolves `true` / `false`
  instead of rejecting, so handlers read `if (!ok) return` rather than try/catch. The
  provider queues requests, so two confirms never stack. Destructive actions pass
  `tone: 'danger'` for a red confirm button.
  """,
  "tutor-web", "component", "verified",
  applies_to={"@mui/material": "^5"},
  source="tutor-web PR #1133", updated_at="2024-02-26")

E("exp-tw-0082", "en",
  "vue-i18n -> next-intl 3 on the pages router: NextIntlClientProvider in _app",
  """
  Pages router setup we use on main: each page's `getStaticProps` / `getServerSideProps`
  returns `messages: (await import(`../messages/${locale}.json`)).default` and `_app.tsx`
  wraps the tree in `<NextIntlClientProvider locale={router.locale} messages={pageProps.messages}
  timeZone={tz}>`. Locales are `zh-CN` and `en-SG` via `i18n` in `next.config.js`.

  Split messages per namespace (calendar, vr, homework) and load only what a page needs;
  the full zh-CN file is 180 kB. Pass `timeZone` explicitly or next-intl warns about
  `ENVIRONMENT_FALLBACK` and formats dates in the server's zone.
  """,
  "tutor-web", "i18n", "verified", branches=MAIN_BRANCHES,
  applies_to={"next-intl": "^3"},
  source="tutor-web PR #1112", updated_at="2024-02-20")

E("exp-tw-0083", "en",
  "lts/v4: next-intl 2 uses NextIntlProvider (not NextIntlClientProvider)",
  """
  On lts/v4 (Next 12, next-intl 2.9) the provider in `_app.tsx` is `NextIntlProvider`
  with `messages={pageProps.messages}`; `NextIntlClientProvider` from main doesn't exist in
  this version. Messages are loaded in `getStaticProps` the same way. `useFormatter` is not
  available either; use `useIntl().formatDateTime` on this branch.
  """,
  "tutor-web", "i18n", "verified", branches=LTS_BRANCHES,
  applies_to={"next-intl": "^2"},
  source="tutor-web PR #1196 (lts/v4)", updated_at="2024-03-14")

E("exp-tw-0084", "mixed",
  "vue-i18n 复数 `|` 语法 -> ICU plural（next-intl）",
  """
  vue-i18n 的 `"lessonCount": "no lessons | one lesson | {n} lessons"` + `$t('lessonCount', n)`
  在 next-intl 里不兼容，要改成 ICU：

  `"lessonCount": "{n, plural, =0 {no lessons} one {one lesson} other {# lessons}}"`,
  调用 `t('lessonCount', { n })`。

  中文 locale 的 plural 只有 other，zh-CN 文件里直接写 `"{n} 节课"`。
  We wrote a one-off script that converts the pipe syntax and flags messages with more than
  three segments for manual review.
  """,
  "tutor-web", "i18n", "verified",
  applies_to={"vue-i18n": "^9", "next-intl": ">=2"},
  source="tutor-web PR #1114", updated_at="2024-02-21")

E("exp-tw-0085", "en",
  "lts/v4 styling: makeStyles/withStyles on MUI 4, no sx prop",
  """
  Components backported to lts/v4 must be styled with `makeStyles` from
  `@material-ui/core/styles` (JSS). The `sx` prop and `styled()` with theme callbacks from
  MUI 5 don't exist on 4.12; `Box` accepts system props (`mt={2}`) but not `sx`. Keep class
  names stable with `makeStyles(..., { name: 'BpLessonCard' })` so the overrides in
  `theme.overrides` keep matching.
  """,
  "tutor-web", "style", "verified", branches=LTS_BRANCHES,
  applies_to={"@material-ui/core": "^4"},
  source="tutor-web wiki 'lts/v4 rules'", updated_at="2024-03-10")

E("exp-tw-0086", "en",
  "Element Plus CSS variables -> MUI createTheme palette and component overrides",
  """
  Element Plus was themed with `--el-color-primary: #2f6bff` and friends. On MUI 5 the
  same values go into `createTheme({ palette: { primary: { main: '#2f6bff' } } })`, and the
  few global tweaks (button radius 8, no uppercase) into `components.MuiButton.styleOverrides`
  and `defaultProps`. Avoid re-declaring `--el-*` variables in global CSS "for compatibility";
  leftover Element Plus pages during the transition import their own stylesheet.
  """,
  "tutor-web", "style", "verified",
  applies_to={"@mui/material": "^5"},
  source="tutor-web PR #1108", updated_at="2024-02-19")

E("exp-tw-0087", "zh",
  "Pinia 里的服务端数据迁到 TanStack Query，只有 UI 状态留在 context",
  """
  Vue 版 Pinia store 里既有课表、学生列表这类服务端数据，也有侧栏开关这类 UI 状态。
  迁移原则：
  - 服务端数据全部改成 useQuery，queryKey 带上 tutorId，例如 `['lessons', tutorId, weekStart]`；
    store 里的 `fetchX` / `loading` / `error` 三件套整体删除。
  - 写操作用 useMutation，成功后 invalidate 对应前缀，不要手动改 store。
  - 剩下的 UI 状态很少，用 useState 或一个小 context，不引入新的状态库。
  """,
  "tutor-web", "store", "verified",
  applies_to={"@tanstack/react-query": ">=4"},
  source="tutor-web 迁移规范 v2", updated_at="2024-02-15")

# ===========================================================================
# parent-h5: LessonCalendarMini (parent side 课表)
# ===========================================================================
E("exp-ph-0001", "mixed",
  "LessonCalendarMini：van-calendar formatter -> antd-mobile 5 Calendar renderLabel",
  """
  家长端首页的小课表（LessonCalendarMini）Vue 版用 `van-calendar :formatter`，
  给有课的日期加 `bottomInfo: '有课'` 和小圆点。

  antd-mobile 5 的 `Calendar` 没有 formatter，用 `renderLabel={(date) => ...}` 在日期下面
  渲染 "有课" 或圆点；key 用 `dayjs(date).format('YYYY-MM-DD')` 查 Set。
  - `selectionMode="single"`，`onChange` 里打开当天的课程列表 Popup。
  - 切月用 `onPageChange(year, month)` 触发下一月的请求，替代 van-calendar 的 `@month-show`。
  - 样式变量 `--adm-color-primary` 已在全局设成品牌橙，不需要单独覆盖。
  """,
  "parent-h5", "component", "verified", assets=["LessonCalendarMini"],
  applies_to={"antd-mobile": "^5"},
  source="parent-h5 PR #412", updated_at="2024-03-18")

E("exp-ph-0002", "en",
  "LessonCalendarMini on antd-mobile 2: Calendar getDateExtra for lesson marks",
  """
  From the 2023 prototype that was built on antd-mobile 2.3. There the `Calendar` component
  is a full-screen picker and marks days through `getDateExtra={(date) => ({ info: '有课' })}`;
  `type="one"` for single selection, `onConfirm` to read the date.

  None of these props exist in antd-mobile 5 (the component was rewritten).
  """,
  "parent-h5", "component", "verified", assets=["LessonCalendarMini"],
  applies_to={"antd-mobile": "^2"},
  source="parent-h5 prototype branch notes 2023-08", updated_at="2023-08-30")

E("exp-ph-0003", "en",
  "LessonCalendarMini with several children: per-child selectors, keyed cache",
  """
  Parents with two or three children switch child with the tabs above the 课表. In Vuex the
  lessons of the current child were stored in one `lessons` array and overwritten on switch,
  so a slow response for child A could land after the switch to child B and show A's lessons.

  With RTK Query: `getLessons({ childId, month })` so every child has its own cache entry,
  and components select with `selectLessonsForChild(childId)`. Never keep "current child
  lessons" as a copied slice field. The active `childId` itself lives in a small `familySlice`
  and is persisted in the URL (`?child=`) so WeChat share links open the right child.
  """,
  "parent-h5", "store", "verified", assets=["LessonCalendarMini"],
  applies_to={"@reduxjs/toolkit": "^2"},
  source="parent-h5 PR #418", updated_at="2024-03-22")

# ===========================================================================
# parent-h5: PaymentSheet / RenewalSheet (续费) / WeChat JSSDK
# ===========================================================================
E("exp-ph-0010", "en",
  "PaymentSheet: van-action-sheet -> antd-mobile Popup, call wx.chooseWCPay only after wx.ready",
  """
  PaymentSheet is the bottom sheet where parents confirm the package and pay. Vue used
  `van-action-sheet` and called `wx.chooseWCPay` directly in the click handler, which failed
  randomly on the first visit because `wx.config` had not finished.

  React version:
  - `Popup position="bottom"` from antd-mobile 5 with our own header; `destroyOnClose`.
  - Pay button awaits `wxReady()` (see exp-ph-0016), then calls `wx.chooseWCPay` with the
    params from `POST /orders/:id/pay`. Disable the button while waiting to avoid double
    orders.
  - The signature URL sent to the backend for `wx.config` is
    `location.href.split('#')[0]`; a hash in the signed URL gives
    "config:invalid signature" on every platform.
  """,
  "parent-h5", "component", "verified", assets=["PaymentSheet"],
  applies_to={"antd-mobile": "^5", "react": "^18"},
  conditions="Parents paying inside the WeChat in-app browser (official account H5).",
  counter_conditions="Not for the mini-program web-view entry (window.__wxjs_environment === 'miniprogram'): chooseWCPay is not available inside a web-view.",
  source="parent-h5 PR #430", updated_at="2024-04-03")

E("exp-ph-0011", "zh",
  "iOS 微信 config:invalid signature：签名要用首次进入的 URL",
  """
  现象：家长端只有 iOS 微信里 `wx.config` 报 `config:invalid signature`，安卓正常。
  原因：iOS 微信里 SPA 用 history 路由跳转后，JSSDK 校验签名用的仍是页面首次打开时的 URL
  （landing URL），而安卓用当前 URL。

  做法：
  - 应用启动时记录 `window.__entryUrl = location.href.split('#')[0]`；
  - 调用签名接口时：iOS 用 entryUrl，安卓用当前 `location.href.split('#')[0]`；
  - react-router 跳转后安卓需要重新 `wx.config`，iOS 不需要。
  - 判断 iOS 用 `/iphone|ipad|ipod/i.test(navigator.userAgent)`。
  Vue 版 vue-router 也是 history 模式，当时在 router.afterEach 里做了同样的事，迁移时漏了。
  """,
  "parent-h5", "plugin", "verified", assets=["PaymentSheet"],
  source="parent-h5 PR #436", updated_at="2024-04-08")

E("exp-ph-0012", "mixed",
  "PaymentSheet 支付结果：chooseWCPay success 不等于支付成功，轮询订单状态",
  """
  chooseWCPay 的 success 回调只说明微信那边流程走完了，不代表我们后端已经收到支付通知。
  Vue 版在 success 里直接跳 "支付成功" 页，偶发 "已支付但课时没到账" 的客诉。

  React 版：
  - success 后跳到 `/pay/result?order=...`，用 RTK Query `useGetOrderQuery(id, { pollingInterval: 1500 })`
    轮询，status 变成 PAID 或超过 15 秒停止；超时显示 "支付结果确认中"，不要显示失败。
  - `errMsg === 'chooseWCPay:cancel'`：用户取消，留在 sheet 里，不提示错误。
  - `chooseWCPay:fail`：上报 errMsg 原文，提示稍后重试。
  """,
  "parent-h5", "component", "verified", assets=["PaymentSheet"],
  applies_to={"@reduxjs/toolkit": "^2"},
  source="parent-h5 PR #441", updated_at="2024-04-12")

E("exp-ph-0013", "en",
  "RenewalSheet (续费): keep package and coupon selection in component state",
  """
  RenewalSheet is the 续费 sheet shown when a child's remaining lessons drop below 4. It
  lists packages and coupons and then hands off to PaymentSheet for the actual payment.

  In Vuex the selected package and coupon were global state, and leaving the page without
  paying kept the old coupon selected next time. In React they are local `useState` inside
  RenewalSheet; only the created order id goes to PaymentSheet. Coupon validity is fetched
  when the sheet opens (`refetchOnMountOrArgChange: true`), never reused from the home
  page cache.
  """,
  "parent-h5", "component", "verified", assets=["RenewalSheet"],
  applies_to={"antd-mobile": "^5"},
  source="parent-h5 PR #445", updated_at="2024-04-15")

E("exp-ph-0014", "zh",
  "PaymentSheet 直接用 WeixinJSBridge.invoke('getBrandWCPayRequest') 拉起支付（已废弃）",
  """
  旧做法：不走 JSSDK，直接等 WeixinJSBridgeReady 事件后调用
  `WeixinJSBridge.invoke('getBrandWCPayRequest', params, cb)`，好处是不需要 wx.config 签名。

  已废弃（2024-04）：支付和分享、扫码走两套加载逻辑，错误上报不统一，
  而且 res.err_msg 的格式和 JSSDK 的 errMsg 不同，结果页判断写了两遍。
  统一改为 JSSDK 的 wx.chooseWCPay（见 exp-ph-0010、exp-ph-0016）。
  """,
  "parent-h5", "component", "deprecated", assets=["PaymentSheet"],
  source="parent-h5 PR #430 说明", updated_at="2024-04-03")

E("exp-ph-0015", "en",
  "Paying from the mini-program web-view entry: checklist",
  """
  Some parents open parent-h5 from our mini program's web-view. `wx.chooseWCPay` is not
  available there. Check items while we design the flow:
  - Detect with `window.__wxjs_environment === 'miniprogram'` (after WeixinJSBridgeReady)
    or `wx.miniProgram.getEnv`.
  - Create the order in H5, then `wx.miniProgram.navigateTo({ url:
    '/pages/pay/index?order=' + id })` and let the mini program call `wx.requestPayment`.
  - Come back with `wx.miniProgram.navigateBack`; the H5 page must re-poll the order
    status on `pageshow`.
  - The mini program page needs the order id only; never pass amounts through the URL.
  """,
  "parent-h5", "component", "candidate", assets=["PaymentSheet"],
  source="Slack #ph-pay 2024-05-06", updated_at="2024-05-06")

E("exp-ph-0016", "mixed",
  "JSSDK 加载：useWxReady() 单例 promise，wx.config 只做一次",
  """
  Vue 版在 main.js 里 `wx.config`，组件各自 `wx.ready(() => ...)`，路由切换后有时注册了多个 ready 回调。

  React: a module-level `wxReadyPromise` created by `ensureWx()`:
  `wx.config({ appId, timestamp, nonceStr, signature, jsApiList: ['chooseWCPay', 'scanQRCode'] })`,
  resolve on `wx.ready`, reject on `wx.error` (log `res.errMsg`). Hook `useWxReady()` returns
  `{ ready, error }` for buttons that need it. On Android, call `ensureWx({ force: true })`
  after route changes (signature follows the current URL there, see exp-ph-0011).

  jsApiList 只列真正用到的 API，多列了在部分安卓机上会导致 config 变慢。
  """,
  "parent-h5", "plugin", "verified", assets=["PaymentSheet"],
  applies_to={"react": "^18", "weixin-js-sdk": "^1.6"},
  source="parent-h5 PR #428", updated_at="2024-04-01")

E("exp-ph-0017", "en",
  "Sheets on iOS WeChat: page behind scrolls with the coupon list (Popup scroll containers)",
  """
  After moving PaymentSheet and RenewalSheet to antd-mobile `Popup`, scrolling the coupon
  list on iOS WeChat also scrolled the page behind once the list hit its end.

  antd-mobile locks body scroll by blocking touchmove outside scrollable elements, so the
  list must be the scrollable element itself: give the inner list `overflow-y: auto;
  max-height: 60vh; overscroll-behavior: contain` and don't put the scroll on the Popup body
  wrapper. Vant's `lock-scroll` handled this for us on the Vue side.
  """,
  "parent-h5", "style", "verified", assets=["PaymentSheet", "RenewalSheet"],
  applies_to={"antd-mobile": "^5"},
  source="parent-h5 PR #449", updated_at="2024-04-18")

E("exp-ph-0018", "en",
  "PaymentSheet migration PR: JSSDK loading, signatures, chooseWCPay params, errors, QA matrix",
  """
  PR description for the React PaymentSheet (parent-h5 #430 + follow-ups #436, #441).

  ## Summary
  Replaces the Vue `PaymentSheet.vue` (van-action-sheet + inline JSSDK calls) with a React
  component on antd-mobile 5. Payment logic moves out of the component into `payWithWx()`,
  so RenewalSheet and the trial-lesson page share it.

  ## JSSDK loading
  `ensureWx()` configures the SDK once per page load and returns a promise resolved in
  `wx.ready` and rejected in `wx.error`. The pay button awaits it. Previously the first tap
  after opening the page could run before `wx.config` finished and nothing happened.

  ## Signature URL
  The backend signs the URL we send. We send `location.href.split('#')[0]`. On iOS WeChat
  the signature must use the landing URL of the page (the URL the parent first opened), not
  the current route; on Android, the current URL. `ensureWx` picks the right one.

  ## chooseWCPay parameters
  The backend returns the JSAPI parameters from the WeChat Pay v3 prepay call. Pass them
  through without rebuilding them in the frontend:
  - `timestamp`: in `wx.chooseWCPay` the key is lowercase, while the v3 signature on the
    backend is computed over `timeStamp` with a capital S, and the backend response uses
    `timeStamp`. Map the key explicitly; our old code mixed both. Pass the value as a string,
    not a number: a number works on Android and fails silently on some iOS versions.
  - `nonceStr`, `package` (`prepay_id=...`), `paySign`.
  - `signType: 'RSA'` for v3. The old v2 integration used 'MD5'; sending 'MD5' with a v3
    signature fails with a signature error.

  ## Errors we handle
  - `chooseWCPay:cancel` — the parent closed the WeChat pay sheet. Stay on our sheet, no
    error toast.
  - `chooseWCPay:fail` with "调用支付JSAPI缺少参数：total_fee" — this message appears when
    `package` is empty or malformed (typically the prepay call failed upstream and the
    backend returned `prepay_id=undefined`). It is not about `total_fee` at all in the v3 API.
    We now validate `package.startsWith('prepay_id=wx')` before calling and report the order
    id.
  - `wx.error` during config — show "请在微信中打开" when not in WeChat, otherwise retry
    config once.

  ## After payment
  `success` only means WeChat finished its flow. We route to the result page and poll the
  order (RTK Query polling, 1.5 s, up to 15 s). See exp-ph-0012.

  ## QA matrix
  iOS 16/17 WeChat 8.0.4x, Android (Huawei, Xiaomi, OPPO) WeChat 8.0.4x; entry from the
  official account menu, from a template message, and from a shared link. The mini-program
  web-view entry is out of scope (chooseWCPay is not available there).
  """,
  "parent-h5", "component", "verified", assets=["PaymentSheet"],
  applies_to={"antd-mobile": "^5", "react": "^18"},
  counter_conditions="Mini-program web-view entry is out of scope.",
  source="parent-h5 PR #430 description", updated_at="2024-04-20")

E("exp-ph-0019", "zh",
  "支付后返回：iOS 微信 bfcache，pageshow(persisted) 时重新拉订单",
  """
  从微信支付完成页点 "返回商家" 或者左上角返回时，iOS 微信经常直接从 bfcache 恢复页面，
  React 组件不会重新挂载，useEffect 也不会再跑，页面还显示 "待支付"。

  在 `window.addEventListener('pageshow', (e) => { if (e.persisted) refetch() })` 里重新请求订单状态；
  RTK Query 的话直接 `dispatch(api.util.invalidateTags(['Order']))`。
  """,
  "parent-h5", "component", "verified", assets=["PaymentSheet"],
  source="parent-h5 PR #452", updated_at="2024-04-22")

# ===========================================================================
# parent-h5: useCountdown on Vue 2.6 / React
# ===========================================================================
E("exp-ph-0020", "mixed",
  "parent-h5 useCountdown：iOS 微信切后台/支付回来后定时器冻结",
  """
  家长端用 useCountdown 做 "优惠剩余 mm:ss" 和 "课程即将开始"。React 版同样按目标时间点计算剩余时间，
  但 iOS 微信有个额外问题：切到后台、或者拉起微信支付再回来，JS 定时器会被冻结，回来后不会追帧。

  - listen to both `visibilitychange` and `pageshow`; recompute from `endAt` on either.
  - 优惠倒计时结束的判断以后端为准，前端倒计时只负责显示。
  """,
  "parent-h5", "other", "verified", assets=["useCountdown"],
  applies_to={"react": "^18"},
  source="parent-h5 PR #455", updated_at="2024-04-24")

E("exp-ph-0021", "en",
  "Vue 2.7: import composition API from 'vue' before extracting shared composables",
  """
  On Vue 2.7 the composition API is built in: `import { ref, onUnmounted } from 'vue'` works,
  and `@vue/composition-api` should be removed before extracting composables like
  useCountdown into shared logic for the React port. Mixing both gives two reactivity
  systems and refs that never update the template.
  """,
  "parent-h5", "other", "verified", assets=["useCountdown"],
  applies_to={"vue": "^2.7"},
  source="parent-h5 wiki 'Vue 2.7 upgrade (postponed)'", updated_at="2023-12-04")

E("exp-ph-0022", "en",
  "Vue 2.6 + @vue/composition-api: install the plugin before any composable module loads",
  """
  parent-h5 is on Vue 2.6 with `@vue/composition-api`. When we moved useCountdown into
  `src/shared/` (to port it side by side with the React hook), the app crashed with
  "[vue-composition-api] must call Vue.use(VueCompositionAPI) before using any function".

  Cause: `shared/useCountdown.js` was imported by `main.js` before `Vue.use(VueCompositionAPI)`
  ran, and it called `ref()` at module top level. Fix: install the plugin in its own module
  `src/setup/composition.js` imported as the first line of `main.js`, and never create refs
  at module top level in composables. Imports must come from `@vue/composition-api`, not
  from 'vue', on 2.6.
  """,
  "parent-h5", "other", "verified", assets=["useCountdown"],
  applies_to={"vue": ">=2.6 <2.7", "@vue/composition-api": "^1"},
  source="parent-h5 PR #402", updated_at="2024-03-05")

# ===========================================================================
# parent-h5: authModule (Vuex) -> authSlice (RTK 2)
# ===========================================================================
E("exp-ph-0030", "zh",
  "authModule（Vuex）-> authSlice（RTK 2）：createAsyncThunk 刷新去重、extraReducers 用 builder",
  """
  Vuex 的 authModule 有 `state.token`、`actions.refresh`，并发 401 时会调用多次 refresh。

  RTK 2 版本：
  ```ts
  export const refreshToken = createAsyncThunk('auth/refresh', api.refresh, {
    condition: (_, { getState }) => !(getState() as RootState).auth.refreshing,
  })
  const authSlice = createSlice({
    name: 'auth',
    initialState,
    reducers: { loggedOut: () => initialState },
    extraReducers: (builder) => {
      builder
        .addCase(refreshToken.pending, (s) => { s.refreshing = true })
        .addCase(refreshToken.fulfilled, (s, a) => { s.token = a.payload; s.refreshing = false })
        .addCase(refreshToken.rejected, (s) => { s.refreshing = false; s.token = null })
    },
  })
  ```
  - `condition` 让第二个并发的 dispatch 直接不执行，避免重复刷新。
  - RTK 2 已经删除 extraReducers 的对象写法（`{ [refreshToken.fulfilled]: ... }`），
    只能用 builder 回调，否则 TypeScript 报错、运行时直接抛错。
  """,
  "parent-h5", "store", "verified", assets=["authModule"],
  applies_to={"@reduxjs/toolkit": "^2"},
  source="parent-h5 PR #420", updated_at="2024-03-26")

E("exp-ph-0031", "en",
  "authSlice on RTK 1.9: extraReducers object notation still works (with a warning)",
  """
  Written during the first spike on @reduxjs/toolkit 1.9.7. The Vuex-like object notation
  `extraReducers: { [refreshToken.fulfilled]: (s, a) => { s.token = a.payload } }` still
  runs on 1.9 and only logs a deprecation warning, so porting authModule by copying the
  mutations map was the quickest path. Migrate to the builder callback before upgrading.
  """,
  "parent-h5", "store", "verified", assets=["authModule"],
  applies_to={"@reduxjs/toolkit": "^1.9"},
  source="parent-h5 spike notes 2023-12", updated_at="2023-12-12")

E("exp-ph-0032", "en",
  "RTK Query baseQueryWithReauth with async-mutex for parent-h5 token refresh",
  """
  All parent-h5 API calls go through RTK Query. The base query wraps `fetchBaseQuery`:
  on a 401 it acquires an `async-mutex` `Mutex`; the first caller refreshes, the others wait
  for `mutex.waitForUnlock()` and then retry with the new token. If the refresh fails, dispatch
  `loggedOut()` and redirect to the WeChat OAuth entry.

  This is the documented RTK Query pattern; it replaces the axios interceptor the Vue app
  had. Keep `refreshToken` thunk (exp-ph-0030) for the app start path only.
  """,
  "parent-h5", "store", "verified", assets=["authModule"],
  applies_to={"@reduxjs/toolkit": "^2"},
  source="parent-h5 PR #423", updated_at="2024-03-28")

E("exp-ph-0033", "mixed",
  "redux-persist + RTK：non-serializable 警告的检查项",
  """
  checklist（还在试，没定是否用 redux-persist 持久化 authSlice）：
  - [ ] 报 "A non-serializable value was detected in an action, in the path: `register`"：
        configureStore 的 serializableCheck 要忽略 FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER。
  - [ ] 只 persist `auth` 和 `family`，不要 persist RTK Query 的 api reducer。
  - [ ] 微信里 localStorage 偶发被清，persist 失败时要能回退到 OAuth 重新登录。
  """,
  "parent-h5", "store", "candidate", assets=["authModule"],
  applies_to={"@reduxjs/toolkit": ">=1.9"},
  source="Slack #ph-store 2024-04-02", updated_at="2024-04-02")

E("exp-ph-0034", "mixed",
  "家长端登录迁移 notes：WeChat OAuth 静默授权、redirect loop、40163、refresh",
  """
  整理自 #ph-auth 频道 3 月的讨论，按时间顺序，结论在每段最后。

  1) 入口与静默授权
  parent-h5 没有账号密码，家长从公众号菜单进来，走 snsapi_base 静默授权：
  未登录 -> 跳 open.weixin.qq.com/connect/oauth2/authorize?...&scope=snsapi_base&state=xxx#wechat_redirect
  -> 回到 /auth/callback?code=...&state=... -> 后端用 code 换 openid 并签发我们的 token。
  React Router 版本里 callback 是一个独立路由，不经过任何需要登录的 loader。
  Vue 版的 callback 是 App.vue 里的一段 created 逻辑，所有页面都会先跑一遍，
  迁移时拆成了 `/auth/callback` 路由 + `AuthGate` 组件，后者只负责 "没有 token 就去授权"。
  snsapi_base 拿不到头像昵称，家长资料来自我们自己的 family 接口，不要再调 snsapi_userinfo。
  结论：callback 路由必须在 auth guard 之外。

  2) redirect loop
  第一版上线后部分安卓机无限跳转。原因是 guard 在 token 写入 store 之前就执行了，
  又判定未登录再次跳授权。Fix: callback 页面 await 换 token 成功、dispatch 之后，
  用 navigate(next, { replace: true })，guard 只读 store 不读 URL。
  另外 iOS 微信在授权跳转过程中会把中间页留在历史里，家长点返回会回到一个空白的授权中间页，
  所以发起授权统一用 location.replace(authorizeUrl)，不用 location.href 赋值。
  结论：跳授权前检查 URL 里是否已有 code，有就不要再跳。

  3) 40163 code been used
  家长在 callback 页面下拉刷新、或者从历史记录返回到 callback URL 时，后端用同一个 code 再去换 openid，
  微信返回 errcode 40163 "code been used"。Vue 版也有，只是 callback 之后用了 location.replace，
  历史记录里没有 callback。React 版用 navigate 默认 push，把带 code 的 URL 留在了历史里。
  Fix: 换 token 成功后 navigate(next, { replace: true })；后端对 40163 返回专门的业务码 AUTH_CODE_USED，
  前端收到后清掉 URL 上的 code/state 重新发起一次静默授权，而不是报错页。
  结论：code 只能用一次，callback URL 不能留在历史记录里。

  4) state 参数
  state 里放随机串 + 回跳路径的 base64，callback 时校验随机串和 sessionStorage 里存的是否一致，
  防 CSRF。微信会原样带回 state，但长度上限 128 字节，回跳路径太长时只放路由名。

  5) token 刷新
  RTK Query baseQueryWithReauth + mutex，见 exp-ph-0032。refresh 失败（refresh token 过期 30 天）
  直接重新走静默授权，家长无感。

  6) 还没定
  多孩家庭里两个家长共用一个孩子时 openid 不同，后端 family 绑定规则还在讨论，前端先不处理。
  以上 3) 的后端改动还在 review，前端方案依赖它，所以整篇标成待评审。

  7) 测试方式
  微信开发者工具的公众号网页调试可以走完整授权流程，但模拟不了 iOS 的历史记录行为，
  3) 的场景必须真机测：iOS 16/17 各一台，分别测 下拉刷新、返回、从聊天记录重新打开 三种路径。
  """,
  "parent-h5", "store", "review_required", assets=["authModule"],
  applies_to={"@reduxjs/toolkit": "^2", "react-router-dom": "^6"},
  source="Slack #ph-auth 2024-03 (compiled)", updated_at="2024-04-05")

# ===========================================================================
# parent-h5: lists, toasts, dialogs, theme, previews, build
# ===========================================================================
E("exp-ph-0040", "en",
  "HomeworkFeed: van-list -> antd-mobile InfiniteScroll (loadMore must return a promise)",
  """
  HomeworkFeed (the parent side list of graded homework) used `van-list` with `v-model:loading`
  and `finished`. antd-mobile 5 `InfiniteScroll` has no loading flag: `loadMore` must return
  a Promise and the component won't call it again until it settles; `hasMore={false}` replaces
  `finished`. If `loadMore` rejects, InfiniteScroll stops loading automatically; pass the
  `children={(hasMore, failed, retry) => ...}` render function and show our own
  "加载失败，点击重试" footer wired to `retry`.
  """,
  "parent-h5", "component", "verified", assets=["HomeworkFeed"],
  applies_to={"antd-mobile": "^5"},
  source="parent-h5 PR #415", updated_at="2024-03-20")

E("exp-ph-0041", "zh",
  "van-pull-refresh -> antd-mobile PullToRefresh：onRefresh 返回 promise",
  """
  首页和作业列表的下拉刷新，Vue 版是 `van-pull-refresh v-model="refreshing"`，自己维护 refreshing。
  antd-mobile 5 的 `PullToRefresh` 直接 `onRefresh={async () => { await refetch() }}`，
  promise 结束自动收起，不需要状态变量。文案用 `pullingText / canReleaseText / refreshingText`
  设置成中文 "下拉刷新 / 释放立即刷新 / 加载中"。和 InfiniteScroll 一起用时，PullToRefresh 包在最外层。
  """,
  "parent-h5", "component", "verified", assets=["HomeworkFeed"],
  applies_to={"antd-mobile": "^5"},
  source="parent-h5 PR #416", updated_at="2024-03-20")

E("exp-ph-0042", "mixed",
  "Toast loading：this.$toast.loading -> Toast.show({ icon: 'loading', duration: 0 })",
  """
  Vant 2 的 `this.$toast.loading({ message: '加载中...', forbidClick: true, duration: 0 })`
  在 antd-mobile 5 里写成 `Toast.show({ icon: 'loading', content: '加载中…', duration: 0, maskClickable: false })`，
  结束时 `Toast.clear()`。

  Note: antd-mobile shows one toast at a time; a later `Toast.show` replaces the loading
  toast, so error toasts after a failed request don't need an explicit clear.
  """,
  "parent-h5", "plugin", "verified",
  applies_to={"antd-mobile": "^5"},
  source="parent-h5 PR #410", updated_at="2024-03-15")

E("exp-ph-0043", "en",
  "Vuex mapGetters -> RTK 2 createSlice selectors and createSelector",
  """
  Getters like `remainingLessons(state)` move to the `selectors` field that RTK 2 added to
  `createSlice`: `selectors: { selectRemaining: (s) => s.remaining }` and use
  `authSlice.selectors.selectRemaining` with `useSelector`. Derived lists (lessons grouped by
  day) use `createSelector` so the array identity is stable and components don't re-render
  on every store change. Never return a new array from a plain selector.
  """,
  "parent-h5", "store", "verified",
  applies_to={"@reduxjs/toolkit": "^2"},
  source="parent-h5 PR #421", updated_at="2024-03-27")

E("exp-ph-0044", "zh",
  "antd-mobile Dialog.confirm 在 iOS 微信里被键盘顶上去（待评审）",
  """
  家长在 "请假原因" 输入框弹出键盘后，Dialog.confirm 整体被顶出屏幕，收起键盘后位置不恢复。
  试过的办法：输入框 blur 时 `window.scrollTo(0, 0)`，在 iOS 16/17 微信上有效；
  Android 上没这个问题。还没确认 iOS 15，且和 PaymentSheet 的 Popup 有没有冲突没测，先待评审。
  """,
  "parent-h5", "component", "review_required",
  applies_to={"antd-mobile": "^5"},
  source="Slack #ph-ui 2024-04-28", updated_at="2024-04-28")

E("exp-ph-0045", "zh",
  "家长端主题色：Vant less 变量 -> antd-mobile CSS 变量 --adm-color-primary",
  """
  Vant 2 的主题是在 vue.config.js 里用 less modifyVars 覆盖 `@orange` / `@button-primary-background-color`。
  antd-mobile 5 用 CSS 变量，全局样式里写：

  ```css
  :root:root {
    --adm-color-primary: #ff7a45;
    --adm-font-size-main: 14px;
  }
  ```

  `:root:root` 是为了优先级高过组件库自己的 `:root`。`ConfigProvider` 只需要传 `locale={zhCN}`。
  """,
  "parent-h5", "style", "verified",
  applies_to={"antd-mobile": "^5"},
  source="parent-h5 PR #405", updated_at="2024-03-08")

E("exp-ph-0046", "en",
  "Use react-vant as a drop-in for Vant 2 templates (rejected approach)",
  """
  Proposal from the first week: port templates one-to-one with react-vant, which mirrors
  Vant's component names and props, and switch to antd-mobile later.

  Deprecated: react-vant lagged Vant 2 in several components we use (ActionSheet, Calendar),
  theming was a third system, and "switch later" meant migrating every page twice. The team
  standardised on antd-mobile 5.
  """,
  "parent-h5", "component", "deprecated",
  source="parent-h5 ADR-003", updated_at="2024-02-26")

E("exp-ph-0047", "en",
  "HomeworkPreview: Vant ImagePreview -> antd-mobile ImageViewer.Multi",
  """
  HomeworkPreview is where parents open the tutor-graded homework photos full screen and
  swipe between them. `ImagePreview({ images, startPosition })` from Vant becomes
  `ImageViewer.Multi.show({ images, defaultIndex })` or the declarative
  `<ImageViewer.Multi visible images defaultIndex onClose />`. Pinch zoom is built in.
  Use the COS image-processing variant `?imageMogr2/thumbnail/1080x` for the viewer and the original only on
  "保存图片", which in WeChat means long-press on the image (no download API).
  """,
  "parent-h5", "component", "verified", assets=["HomeworkPreview"],
  applies_to={"antd-mobile": "^5"},
  source="parent-h5 PR #417", updated_at="2024-03-21")

E("exp-ph-0048", "zh",
  "新构建下 pxtorem 不要转换 antd-mobile：postcss-pxtorem exclude",
  """
  Vant 2 时代 vue.config.js 里配了 postcss-pxtorem（rootValue 37.5），Vant 的 px 一起被转成 rem。
  main 上的新 Vite 构建里 antd-mobile 5 自己用 px + CSS 变量，被 pxtorem 转换后字号和间距在大屏手机上偏大。
  做法：`pxtorem({ rootValue: 37.5, propList: ['*'], exclude: /node_modules\\/antd-mobile/ })`，
  我们自己的样式继续用 rem。
  """,
  "parent-h5", "build", "verified", branches=["main", "feat/*"],
  source="parent-h5 PR #407", updated_at="2024-03-11")

# ===========================================================================
# team-wide ("*")
# ===========================================================================
E("exp-bp-0001", "en",
  "v-model on custom components -> controlled value/onChange props",
  """
  Vue 3 components receive `modelValue` and emit `update:modelValue` (Vue 2: `value` /
  `input`, or a custom `model` option). In React the parent owns the state and passes
  `value` + `onChange(next)`; the child never mutates what it received. Multiple v-models
  (`v-model:start`, `v-model:end` on the time range picker) become separate prop pairs
  `start/onStartChange`, `end/onEndChange`. If a component must also work uncontrolled,
  accept `defaultValue` and keep internal state only when `value === undefined`.
  """,
  "*", "component", "verified",
  applies_to={"react": ">=17"},
  source="Migration guide v2 §3", updated_at="2024-02-12")

E("exp-bp-0002", "zh",
  "watch / watchEffect -> useEffect：immediate、deep 与依赖数组",
  """
  - `watch(src, cb, { immediate: true })` 对应 useEffect 首次执行，本来就会在挂载时跑一次。
  - 没有 immediate 的 watch，需要用 ref 记录上一次的值，跳过首次。
  - `deep: true` 不要翻译成 `JSON.stringify(obj)` 做依赖，改成依赖真正用到的字段；
    对象来自 TanStack Query / RTK 时引用本身就是稳定的。
  - 只是根据 props 计算出新值的 watch，直接在渲染里算（或 useMemo），不要 useEffect + setState。
  """,
  "*", "other", "verified",
  applies_to={"react": ">=17"},
  source="迁移规范 v2 §5", updated_at="2024-02-12")

E("exp-bp-0003", "en",
  "Slots and scoped slots -> children and render props",
  """
  Default slot -> `children`. Named slots (`#header`, `#footer`) -> explicit props of type
  `ReactNode` (`header`, `footer`). Scoped slots that pass data back to the parent
  (`<template #row="{ item }">`) -> render props: `renderRow={(item) => ...}`. Don't emulate
  `$slots.header` checks with `React.Children` inspection; check whether the prop is
  defined. For element-plus tables ported to MUI, column cell slots become `renderCell`.
  """,
  "*", "component", "verified",
  applies_to={"react": ">=17"},
  source="Migration guide v2 §4", updated_at="2024-02-12")

E("exp-bp-0004", "mixed",
  "provide/inject -> React context（注意 value 引用导致的重渲染）",
  """
  provide/inject 一一对应 createContext + Provider + useContext。
  Pitfall: `value={{ a, b }}` creates a new object each render and re-renders every consumer.
  用 useMemo 包 value，或者把很少变的（配置）和经常变的（当前页码）拆成两个 context。
  Vue 的 inject 默认值对应 createContext 的默认值，但默认值只在没有 Provider 时生效。
  """,
  "*", "other", "verified",
  applies_to={"react": ">=17"},
  source="Migration guide v2 §6", updated_at="2024-02-13")

E("exp-bp-0005", "en",
  "Vue 2 filters (| currency, | fen2yuan) -> plain formatting functions",
  """
  parent-h5 used global filters `{{ price | fen2yuan }}` and `{{ d | date('MM-DD') }}`; Vue 3
  already removed filters, so tutor-web had converted them to methods. For React both
  projects share `formatCNY(fen)` built on `Intl.NumberFormat('zh-CN', { style: 'currency',
  currency: 'CNY' })`. Divide by 100 with integer math (`(fen / 100).toFixed(2)` on the
  integer, never on a float sum) — summing yuan floats showed ¥0.30000000000000004 once.
  """,
  "*", "filter", "verified",
  source="Migration guide v2 §7", updated_at="2024-02-14")

E("exp-bp-0006", "zh",
  "测试：Vue Test Utils -> React Testing Library；倒计时类 hook 用 fake timers",
  """
  - `await nextTick()` / `flushPromises()` 改成 `await screen.findByText(...)` 这类异步查询。
  - 测 useCountdown 这种定时器 hook：
    ```ts
    vi.useFakeTimers(); vi.setSystemTime(new Date('2024-05-01T10:00:00+08:00'))
    const { result } = renderHook(() => useCountdown(Date.now() + 3000))
    act(() => { vi.advanceTimersByTime(1000) })
    expect(result.current.seconds).toBe(2)
    ```
    vi.useFakeTimers() 默认也会 mock Date，advanceTimersByTime 会同时推进 Date.now()；setSystemTime 用来固定起点，
    让断言稳定。如果用 `toFake: ['setInterval']` 只 mock 定时器，Date.now() 不会动，hook 算出的剩余时间永远不变。
  - `wrapper.emitted()` 没有对应物，改为断言传入的回调被调用：`expect(onEnd).toHaveBeenCalledTimes(1)`。
  """,
  "*", "test", "verified",
  applies_to={"react": ">=18"},
  source="测试规范 2024-03", updated_at="2024-03-14")

E("exp-bp-0007", "zh",
  "mixins -> 自定义 hook：命名冲突和隐式依赖",
  """
  Vue 2 的 mixin（parent-h5 里的 wxShareMixin、pageTrackMixin）会把 data 和 methods 混进组件，
  来源不清楚，还会静默覆盖同名字段。迁移成 hook 时：每个 hook 显式返回它提供的东西，
  组件里 `const { track } = usePageTrack('home')`；mixin 里依赖的 `this.$route` 改成参数传入或在 hook 里 useLocation。
  生命周期 mixin（created 里上报 PV）改成 useEffect，注意 StrictMode 开发环境会上报两次，上报函数要做去重。
  """,
  "*", "mixin", "verified",
  applies_to={"react": ">=17"},
  source="迁移规范 v2 §8", updated_at="2024-02-15")

E("exp-bp-0008", "en",
  "$nextTick for DOM measurement -> useLayoutEffect",
  """
  Code like `this.$nextTick(() => this.$refs.list.scrollTop = ...)` measured or adjusted
  the DOM right after an update. In React do it in `useLayoutEffect`, which runs after the
  DOM is updated and before paint, so there's no visible jump. Only reach for `flushSync`
  when you must read the DOM synchronously inside an event handler (rare; we needed it once
  for scrolling the chat box to the newest message in VideoRoom).
  """,
  "*", "other", "verified",
  applies_to={"react": ">=17"},
  source="Migration guide v2 §5", updated_at="2024-02-13")

E("exp-bp-0009", "mixed",
  "v-permission 指令迁移：检查项",
  """
  v-permission 在 Vue 里直接 `el.parentNode.removeChild(el)`。React 里没有指令，准备改成 `<Can perm="lesson:edit">` 组件 +
  `useCan()` hook。检查项：
  - [ ] 权限数据来源：tutor-web 从 AuthProvider，parent-h5 从 authSlice，接口不同。
  - [ ] 不要只隐藏按钮，路由层也要挡（middleware / loader）。
  - [ ] SSR 时权限未知 -> 默认不渲染，避免闪现。
  - [ ] v-permission 的 `.disable` 修饰符（置灰而不是移除）要单独支持。
  """,
  "*", "directive", "candidate", assets=["v-permission"],
  source="Slack #migration 2024-04-19", updated_at="2024-04-19")

E("exp-bp-0010", "en",
  "Automated SFC -> JSX conversion with a codemod (under review)",
  """
  We tried a homegrown codemod (based on @vue/compiler-sfc + babel) that converts simple
  templates to JSX: v-if/v-for/v-bind/v-on, interpolation, class/style bindings. On 40
  presentational components it produced compiling JSX for 31; the rest needed manual work
  (v-model on custom components, scoped slots, transition).

  Review required: output style differs from our lint rules, and reviewers missed two
  inverted v-if/v-else branches in generated code. Use only for leaf components and review
  the diff line by line.
  """,
  "*", "build", "review_required",
  source="tools/sfc2jsx README", updated_at="2024-04-30")

E("exp-bp-0011", "zh",
  "keep-alive 没有对应物：需要保留状态时怎么办",
  """
  Vue 的 `<keep-alive>` 缓存组件实例，返回时保留滚动位置和表单内容。React 没有内置对应物。
  - 列表页返回保留滚动：数据在 TanStack Query / RTK Query 缓存里，返回时数据是现成的，
    滚动位置用 sessionStorage 按路由存取。
  - 表单草稿：状态提升到 context 或存 sessionStorage。
  - 不建议引入第三方 keep-alive 库（react-activation 等），和 StrictMode、Suspense 都有冲突。
  """,
  "*", "other", "verified",
  applies_to={"react": ">=17"},
  source="迁移规范 v2 §9", updated_at="2024-02-16")

E("exp-bp-0012", "en",
  "Keep react-hooks/exhaustive-deps on; fix the dependency instead of disabling the rule",
  """
  Ported Vue code often has callbacks that read "current" values, and the quick fix is
  `// eslint-disable-next-line react-hooks/exhaustive-deps`. Every stale-closure bug we had
  in VideoRoom and useCountdown came from such a line. Rule in both projects: the lint rule is
  an error, not a warning; for event handlers that must see the latest props without
  re-subscribing, store them in a ref updated in an effect (`latest.current = onTick`).
  """,
  "*", "build", "verified",
  source="Lint config PR (both repos)", updated_at="2024-03-01")

E("exp-bp-0013", "en",
  "Global event bus (mitt / $bus) -> lift state, context, or query invalidation",
  """
  Vue 2 `this.$bus.$emit('lesson-updated')` in parent-h5 and `mitt` in tutor-web carried
  signals between unrelated components. Don't port the bus. Most events were "data changed,
  reload it", which is a query invalidation (`invalidateQueries` / RTK Query tags). UI
  signals between siblings become lifted state or a context. The remaining cross-cutting
  cases (global toast, auth expired) get one typed module with a tiny subscribe API, and each
  subscriber unsubscribes in its effect cleanup.
  """,
  "*", "plugin", "verified",
  applies_to={"react": ">=17"},
  source="Migration guide v2 §10", updated_at="2024-02-16")

E("exp-bp-0014", "en",
  "Reset component state by changing `key` everywhere (discouraged)",
  """
  An early habit in the migration was to reset forms and players by bumping a `key` on the
  parent whenever a prop changed, mimicking Vue watchers that re-initialised data.

  Deprecated as a general pattern: it remounts whole subtrees, re-runs effects (VideoRoom
  re-entered the room), and hides real data-flow bugs. Use it only for genuinely new
  identities (a different student's homework form), and derive state otherwise.
  """,
  "*", "other", "deprecated",
  applies_to={"react": ">=17"},
  source="Migration guide v1 (superseded)", updated_at="2024-03-02")

# ===========================================================================
# Labeled queries
# ===========================================================================
QUERIES = []
R, RO, NA = "reusable", "reference_only", "not_applicable"


def Q(id, lang, category, query, context, labels, expected, evidence=None):
    q = {"id": id, "query": query, "context": context, "labels": labels,
         "expected_decision": expected, "category": category, "lang": lang}
    if evidence:
        q["evidence"] = evidence
    QUERIES.append(q)


# --- identifier ------------------------------------------------------------
Q("q-bp-001", "en", "identifier",
  "LessonCalendar: how do I render lesson dots in the month view now that el-calendar's #date-cell slot is gone?",
  tw("feat/next-calendar", "LessonCalendar", "component"),
  {"exp-tw-0001": R, "exp-tw-0006": NA, "exp-tw-0005": NA, "exp-ph-0001": NA}, "inject")
Q("q-bp-002", "zh", "identifier",
  "PaymentSheet 里 wx.chooseWCPay 什么时候调用才安全？是不是一定要等 wx.ready",
  ph("feat/pay-sheet", "PaymentSheet", "component"),
  {"exp-ph-0010": R, "exp-ph-0016": R, "exp-ph-0018": R, "exp-ph-0014": NA}, "inject")
Q("q-bp-003", "en", "identifier",
  "What replaces `markRaw(boardInstance)` from the Vue WhiteboardCanvas wrapper once it's a React component?",
  tw("feat/board-react", "WhiteboardCanvas", "component"),
  {"exp-tw-0020": R, "exp-tw-0021": R, "exp-tw-0024": NA}, "inject")
Q("q-bp-004", "en", "identifier",
  "createAsyncThunk refreshToken in authSlice fires twice when two requests get a 401 at the same moment",
  ph("feat/rtk-auth", "authModule", "store"),
  {"exp-ph-0030": R, "exp-ph-0032": R, "exp-ph-0031": NA, "exp-ph-0034": RO, "exp-tw-0070": NA}, "inject")
Q("q-bp-005", "zh", "identifier",
  "HomeworkUploader 用 browser-image-compression 的时候 useWebWorker 要不要开？多张图能不能 Promise.all 一起压",
  tw("main", "HomeworkUploader", "component"),
  {"exp-tw-0050": R, "exp-tw-0054": R}, "inject")
Q("q-bp-006", "mixed", "identifier",
  "RenewalSheet 的 selected package 和 coupon 这些 state 应该放 Redux 还是 component 里？",
  ph("main", "RenewalSheet", "component"),
  {"exp-ph-0013": R}, "inject")
Q("q-bp-007", "en", "identifier",
  "Is react-window FixedSizeList the recommended way to virtualise the LessonCalendar week grid?",
  tw("feat/next-calendar", "LessonCalendar", "component"),
  {"exp-tw-0004": R, "exp-tw-0011": RO}, "reference")
Q("q-bp-008", "zh", "identifier",
  "`placeholderData: keepPreviousData` 在课表切周的时候怎么用？isLoading 还能继续用吗",
  tw("main", "LessonCalendar", "component"),
  {"exp-tw-0008": R, "exp-tw-0009": NA}, "inject")

Q("q-bp-009", "en", "identifier",
  "Should students publish with enableSmallVideo turned on for group lessons, and is STREAM_TYPE_SUB the agreed setup?",
  tw("feat/vr-react", "VideoRoom", "component"),
  {"exp-tw-0033": R, "exp-tw-0032": NA}, "reference")

# --- synonym ---------------------------------------------------------------
Q("q-bp-010", "zh", "synonym",
  "老师把一节课拖到别的时间段，后端说那个时间已经被占了，界面上怎么恢复到原来的位置？",
  tw("main", "LessonCalendar", "component"),
  {"exp-tw-0002": R}, "inject")
Q("q-bp-011", "en", "synonym",
  "The 'starts in' timer on the tutor dashboard is minutes off after the laptop wakes from sleep. How should the hook work?",
  tw("main", "useCountdown", "other"),
  {"exp-tw-0060": R, "exp-tw-0061": R, "exp-ph-0020": NA}, "inject")
Q("q-bp-012", "en", "synonym",
  "Students' phone photos are over 10 MB each; how do we shrink them in the browser before sending without freezing the page?",
  tw("main", "HomeworkUploader", "component"),
  {"exp-tw-0050": R, "exp-tw-0054": R}, "inject")
Q("q-bp-013", "zh", "synonym",
  "家长端的作业列表要下拉刷新、滑到底部自动加载下一页，React 这边换成什么组件？",
  ph("main", "HomeworkFeed", "component"),
  {"exp-ph-0040": R, "exp-ph-0041": R}, "inject")
Q("q-bp-014", "mixed", "synonym",
  "tutor app 里需要一个 yes/no modal，可以在 async submit handler 里直接 await 的那种",
  tw("main", None, "component"),
  {"exp-tw-0081": R}, "inject")
Q("q-bp-015", "en", "synonym",
  "The old parent app signalled between unrelated components through a global emitter. What do we do with that in React?",
  ph("main", None, "plugin"),
  {"exp-bp-0013": R}, "inject")
Q("q-bp-016", "zh", "synonym",
  "子组件要改父组件传进来的值（那种双向绑定），React 里应该怎么写？",
  ph("main", None, "component"),
  {"exp-bp-0001": R}, "inject")
Q("q-bp-017", "en", "synonym",
  "Big group lessons show far too many live camera feeds and the tutor's laptop chokes. How do we cut bandwidth and decoding?",
  tw("feat/vr-react", "VideoRoom", "component"),
  {"exp-tw-0033": R, "exp-tw-0032": NA}, "reference")
Q("q-bp-018", "en", "synonym",
  "Can we turn simple Vue templates into JSX automatically instead of rewriting each one by hand?",
  tw("main", None, "build"),
  {"exp-bp-0010": R}, "reference")

# --- jargon ----------------------------------------------------------------
Q("q-bp-020", "mixed", "jargon",
  "the board 在 dev 环境下叠了两个 canvas，stacked on top of each other，known fix?",
  tw("feat/board-react", "WhiteboardCanvas", "component"),
  {"exp-tw-0020": R, "exp-tw-0021": R, "exp-tw-0027": NA}, "inject")
Q("q-bp-021", "mixed", "jargon",
  "VR 进房前的 device check 页面，camera 下拉框里的 label 全是空的",
  tw("main", "VideoRoomLobby", "component"),
  {"exp-tw-0035": R}, "inject")
Q("q-bp-022", "mixed", "jargon",
  "parent side 续费 sheet 里的 coupon list 滑到底以后，后面的 page 也跟着滚",
  ph("main", "RenewalSheet", "component"),
  {"exp-ph-0017": R}, "inject")
Q("q-bp-023", "zh", "jargon",
  "lts/v4 上课表切到下一周会先白屏一下才出数据",
  lts("lts/v4", "LessonCalendar", "component"),
  {"exp-tw-0010": R, "exp-tw-0008": NA, "exp-tw-0009": NA}, "inject")
Q("q-bp-024", "mixed", "jargon",
  "VR: 学生掉线重进之后，their video tile 一直是黑的",
  tw("main", "VideoRoom", "component"),
  {"exp-tw-0032": R, "exp-tw-0034": NA}, "inject")
Q("q-bp-025", "mixed", "jargon",
  "parent side 课表 switch 孩子的时候数据串了，显示的是另一个 child 的课",
  ph("main", "LessonCalendarMini", "component"),
  {"exp-ph-0003": R}, "inject")
Q("q-bp-026", "en", "jargon",
  "Any checklist for exporting the board as a PNG so parents can see the lesson notes?",
  tw("main", "WhiteboardCanvas", "component"),
  {"exp-tw-0023": R}, "reference")
Q("q-bp-027", "zh", "jargon",
  "续费页面的限时优惠倒计时，在微信里切出去再回来就不准了",
  ph("main", "useCountdown", "other"),
  {"exp-ph-0020": R, "exp-ph-0019": RO, "exp-tw-0061": NA}, "inject")

Q("q-bp-028", "mixed", "jargon",
  "parent side 登录在部分安卓机上 redirect loop，一直跳微信授权页",
  ph("main", "authModule", "store"),
  {"exp-ph-0034": R, "exp-ph-0032": NA}, "reference")

# --- long_doc --------------------------------------------------------------
Q("q-bp-030", "en", "long_doc",
  "On iPad, Apple Pencil strokes on the board have no pressure and the page scrolls while the student is drawing.",
  tw("main", "WhiteboardCanvas", "component"),
  {"exp-tw-0021": R}, "inject", evidence="画布容器必须加 `touch-action: none`")
Q("q-bp-031", "zh", "long_doc",
  "学生提交的作业图片，老师下载下来文件名全是 blob.jpg，压缩之后怎么保留原来的文件名？",
  tw("main", "HomeworkUploader", "component"),
  {"exp-tw-0054": R}, "inject", evidence="new File([blob], original.name")
Q("q-bp-032", "en", "long_doc",
  "In getServerSideProps, how should an expired access token be handled when rendering the tutor dashboard?",
  tw("main", "useAuthStore", "store"),
  {"exp-tw-0071": R, "exp-tw-0070": NA}, "inject", evidence="一律用 createServerApi(ctx)")
Q("q-bp-033", "en", "long_doc",
  "For wx.chooseWCPay with the v3 pay API, should the timestamp be a number or a string, and which signType do we send?",
  ph("main", "PaymentSheet", "component"),
  {"exp-ph-0018": R}, "inject", evidence="Pass the value as a string")
Q("q-bp-034", "en", "long_doc",
  "Lessons jump by one hour for our Sydney tutors in the week around early April.",
  tw("main", "LessonCalendar", "component"),
  {"exp-tw-0011": R}, "inject", evidence="never add 30 * 60 * 1000 ms")
Q("q-bp-035", "mixed", "long_doc",
  "WeChat OAuth callback 页面下拉刷新之后报 40163 code been used，前端该怎么处理？",
  ph("main", "authModule", "store"),
  {"exp-ph-0034": R}, "reference", evidence="微信返回 errcode 40163")
Q("q-bp-036", "zh", "long_doc",
  "老师同时开着课表和 VR 两个标签页，刷新 token 的时候会互相把对方踢下线",
  tw("main", "useAuthStore", "store"),
  {"exp-tw-0071": R, "exp-tw-0070": NA}, "inject", evidence="BroadcastChannel('bp-auth')")
Q("q-bp-037", "en", "long_doc",
  "After one tutor logs out on a shared family iPad, the next tutor briefly sees the previous tutor's lessons.",
  tw("main", "useAuthStore", "store"),
  {"exp-tw-0071": R}, "inject", evidence="queryClient.clear()")

# --- multilingual ----------------------------------------------------------
Q("q-bp-040", "en", "multilingual",
  "dnd-kit: clicking a lesson card to open its details starts a drag instead of opening the dialog",
  tw("main", "LessonCalendar", "component"),
  {"exp-tw-0002": R}, "inject")
Q("q-bp-041", "zh", "multilingual",
  "VideoRoom 在开发环境里每次挂载都会进房两次，是 StrictMode 的原因吗？要不要直接关掉 StrictMode",
  tw("main", "VideoRoom", "component"),
  {"exp-tw-0030": R}, "inject")
Q("q-bp-042", "en", "multilingual",
  "iOS WeChat: which URL should we send to the backend for the JSSDK signature after the SPA route has changed?",
  ph("main", "PaymentSheet", "component"),
  {"exp-ph-0011": R, "exp-ph-0018": R, "exp-ph-0010": RO, "exp-ph-0016": RO}, "inject")
Q("q-bp-043", "zh", "multilingual",
  "作用域插槽（scoped slot）迁移到 React 以后用什么写法？",
  tw("main", None, "component"),
  {"exp-bp-0003": R}, "inject")
Q("q-bp-044", "en", "multilingual",
  "parent-h5 theme: how do we carry the Vant orange primary colour over to antd-mobile?",
  ph("main", None, "style"),
  {"exp-ph-0045": R}, "inject")
Q("q-bp-045", "zh", "multilingual",
  "家长端查看老师批改过的作业照片，要全屏大图预览、左右滑动切换，用哪个组件？",
  ph("main", "HomeworkPreview", "component"),
  {"exp-ph-0047": R}, "inject")
Q("q-bp-046", "en", "multilingual",
  "How do I unit test useCountdown with fake timers in vitest and React Testing Library?",
  tw("main", "useCountdown", "test"),
  {"exp-bp-0006": R}, "inject")
Q("q-bp-047", "en", "multilingual",
  "Can we keep the tutor's nickname and avatar across page reloads so the header doesn't flash, like the persisted Pinia store did?",
  tw("main", "useAuthStore", "store"),
  {"exp-tw-0072": R, "exp-tw-0073": NA}, "reference")
Q("q-bp-048", "en", "multilingual",
  "antd-mobile Dialog.confirm gets pushed off screen by the keyboard in iOS WeChat and never comes back.",
  ph("main", None, "component"),
  {"exp-ph-0044": R}, "reference")

# --- error_code ------------------------------------------------------------
Q("q-bp-050", "en", "error_code",
  "Error: Hydration failed because the initial UI does not match what was rendered on the server (tutor calendar page, only some tutors)",
  tw("main", "LessonCalendar", "component"),
  {"exp-tw-0003": R, "exp-tw-0011": RO}, "inject")
Q("q-bp-051", "zh", "error_code",
  "JSSDK 报 config:invalid signature，只有 iOS 出现，安卓正常",
  ph("main", "PaymentSheet", "plugin"),
  {"exp-ph-0011": R, "exp-ph-0018": R, "exp-ph-0010": RO, "exp-ph-0016": RO}, "inject")
Q("q-bp-052", "en", "error_code",
  "[vue-composition-api] must call Vue.use(VueCompositionAPI) before using any function — right after moving useCountdown into src/shared",
  ph("main", "useCountdown", "other"),
  {"exp-ph-0022": R, "exp-ph-0021": NA}, "inject")
Q("q-bp-053", "mixed", "error_code",
  "configureStore 一启动就报 A non-serializable value was detected in an action, in the path: `register`，要怎么配置？",
  ph("feat/rtk-auth", "authModule", "store"),
  {"exp-ph-0033": R}, "reference")
Q("q-bp-054", "en", "error_code",
  "ReferenceError: window is not defined when a Next page imports the whiteboard SDK",
  tw("main", "WhiteboardCanvas", "component"),
  {"exp-tw-0021": R, "exp-tw-0027": NA}, "inject")
Q("q-bp-055", "zh", "error_code",
  "TRTC enterRoom 报错 code 5998 OPERATION_ABORT，只在本地开发环境出现",
  tw("main", "VideoRoom", "component"),
  {"exp-tw-0030": R}, "inject")
Q("q-bp-056", "en", "error_code",
  "Safari console says 'Total canvas memory use exceeds the maximum limit (224 MB)' and compressed homework photos arrive as 0-byte files",
  tw("main", "HomeworkUploader", "component"),
  {"exp-tw-0054": R}, "inject")
Q("q-bp-057", "zh", "error_code",
  "chooseWCPay 回调 fail：调用支付JSAPI缺少参数：total_fee，可是 v3 接口根本没有 total_fee 这个字段",
  ph("main", "PaymentSheet", "component"),
  {"exp-ph-0018": R, "exp-ph-0012": RO}, "inject")
Q("q-bp-058", "mixed", "error_code",
  "学生进 VR 的时候报 NotReadableError: Could not start video source，怎么提示？",
  tw("main", "VideoRoom", "component"),
  {"exp-tw-0031": R}, "inject")

# --- version_gate ----------------------------------------------------------
Q("q-bp-060", "en", "version_gate",
  "Can authSlice keep the Vuex-style object map in extraReducers (`[refreshToken.fulfilled]: ...`)?",
  ph("feat/rtk-auth", "authModule", "store"),
  {"exp-ph-0030": R, "exp-ph-0031": NA}, "inject")
Q("q-bp-061", "en", "version_gate",
  "lts/v4: can I use slots.day on the month calendar for the LessonCalendar lesson dots?",
  lts("lts/v4", "LessonCalendar", "component"),
  {"exp-tw-0006": R, "exp-tw-0001": NA}, "inject")
Q("q-bp-062", "zh", "version_gate",
  "lts/v4 上 VideoRoom 的远端画面怎么渲染，能用 startRemoteVideo 吗？",
  lts("lts/v4", "VideoRoom", "component"),
  {"exp-tw-0034": R, "exp-tw-0032": NA}, "inject")
Q("q-bp-063", "en", "version_gate",
  "On lts/v4, how do I build the board toolbar's colour picker popover? Main uses the MUI 5 Popover.",
  lts("lts/v4", "WhiteboardToolbar", "component"),
  {"exp-tw-0022": NA, "exp-tw-0085": RO}, "reference")
Q("q-bp-064", "en", "version_gate",
  "LessonCalendarMini in parent-h5: should I use getDateExtra to mark the days that have lessons?",
  ph("main", "LessonCalendarMini", "component"),
  {"exp-ph-0001": R, "exp-ph-0002": NA}, "inject")
Q("q-bp-065", "zh", "version_gate",
  "lts/v4 上课表的月视图要周一开头，现在默认是周日开头，怎么改？",
  lts("lts/v4", "LessonCalendar", "i18n"),
  {"exp-tw-0007": NA, "exp-tw-0006": NA}, "abstain")
Q("q-bp-066", "en", "version_gate",
  "Should main's next.config.js turn off swcMinify because the board SDK's plugin registry breaks in production builds?",
  tw("main", "WhiteboardCanvas", "build"),
  {"exp-tw-0027": NA}, "abstain")
Q("q-bp-067", "en", "version_gate",
  "parent-h5: can useCountdown import ref and onUnmounted straight from 'vue'?",
  ph("main", "useCountdown", "other"),
  {"exp-ph-0022": R, "exp-ph-0021": NA}, "inject")

# --- scope_gate ------------------------------------------------------------
Q("q-bp-070", "zh", "scope_gate",
  "家长端要做旁听直播课（parent side 看 VR），tutor-web 的 VideoRoom 进房逻辑能直接拿来用吗？",
  ph("feat/live-observe", "VideoRoom", "component"),
  {"exp-tw-0030": NA, "exp-tw-0032": NA, "exp-tw-0037": NA}, "abstain")
Q("q-bp-071", "en", "scope_gate",
  "tutor-web: a tutor pays for a trial-lesson bundle inside WeChat with chooseWCPay. How do we wrap the call?",
  tw("main", None, "component"),
  {"exp-ph-0010": NA, "exp-ph-0016": NA, "exp-ph-0018": NA}, "abstain")
Q("q-bp-072", "en", "scope_gate",
  "On hotfix/lts-calendar-dots the LessonCalendar month cells crash with 'utils.getYearText is not a function'.",
  lts("hotfix/lts-calendar-dots", "LessonCalendar", "component"),
  {"exp-tw-0006": R, "exp-tw-0001": NA}, "inject")
Q("q-bp-073", "en", "scope_gate",
  "parent-h5 token refresh: can I reuse the tutor-web AuthProvider with its axios single-flight interceptor?",
  ph("feat/rtk-auth", "authModule", "store"),
  {"exp-tw-0070": NA, "exp-ph-0032": R, "exp-ph-0030": R, "exp-ph-0034": RO}, "inject")
Q("q-bp-074", "zh", "scope_gate",
  "tutor-web 里 '正在保存…' 这种一直显示的 loading 提示怎么做？家长端那边用的是 Toast.show",
  tw("main", None, "plugin"),
  {"exp-ph-0042": NA, "exp-tw-0080": R}, "inject")
Q("q-bp-075", "en", "scope_gate",
  "lts/v4: wiring next-intl messages into _app, which provider do I use?",
  lts("lts/v4", None, "i18n"),
  {"exp-tw-0082": NA, "exp-tw-0083": R}, "inject")
Q("q-bp-076", "zh", "scope_gate",
  "release/2024.06 分支上 antd-mobile 组件的字号被 pxtorem 转得偏大，要怎么排除？",
  ph("release/2024.06", None, "build"),
  {"exp-ph-0048": NA}, "abstain")

# --- status_gate -----------------------------------------------------------
Q("q-bp-080", "en", "status_gate",
  "veaury: how do I pass React props into the wrapped Vue WhiteboardCanvas and listen to its emits?",
  tw("feat/board-react", "WhiteboardCanvas", "component"),
  {"exp-tw-0024": NA}, "abstain")
Q("q-bp-081", "zh", "status_gate",
  "课表还要不要用 FullCalendar？月视图现在推荐哪种做法",
  tw("main", "LessonCalendar", "component"),
  {"exp-tw-0005": NA, "exp-tw-0001": R, "exp-tw-0011": RO}, "inject")
Q("q-bp-082", "en", "status_gate",
  "VR: can I keep the TRTC client in a global zustand store so it survives route changes between lessons?",
  tw("main", "VideoRoom", "component"),
  {"exp-tw-0036": NA, "exp-tw-0037": R}, "inject")
Q("q-bp-083", "mixed", "status_gate",
  "上课中 VR 断线重连的时候，the reconnect banner 应该怎么做？",
  tw("main", "VideoRoom", "component"),
  {"exp-tw-0039": R}, "reference")
Q("q-bp-084", "zh", "status_gate",
  "HomeworkUploader 改用 createImageBitmap 的 imageOrientation: 'from-image' 处理照片方向，可以直接上吗？",
  tw("main", "HomeworkUploader", "component"),
  {"exp-tw-0055": R, "exp-tw-0050": RO}, "reference")
Q("q-bp-085", "mixed", "status_gate",
  "parent-h5 直接用 WeixinJSBridge.invoke getBrandWCPayRequest 拉起支付，省掉 wx.config，is that OK for production?",
  ph("main", "PaymentSheet", "component"),
  {"exp-ph-0014": NA, "exp-ph-0010": R, "exp-ph-0016": RO}, "inject")
Q("q-bp-086", "en", "status_gate",
  "Can we port the Vant templates one-to-one with react-vant now and move to antd-mobile later?",
  ph("main", None, "component"),
  {"exp-ph-0046": NA}, "abstain")
Q("q-bp-087", "zh", "status_gate",
  "v-permission 指令迁移到 React，有没有现成的检查项？",
  tw("main", "v-permission", "directive"),
  {"exp-bp-0009": R}, "reference")
Q("q-bp-088", "en", "status_gate",
  "Board PDF courseware: where do I set the pdfjs workerSrc in the Next 14 build?",
  tw("main", "WhiteboardCanvas", "component"),
  {"exp-tw-0026": R}, "reference")

# --- not_applicable --------------------------------------------------------
Q("q-bp-090", "en", "not_applicable",
  "Students upload 30-50 MB PDF homework. How do we do a resumable chunked upload?",
  tw("main", "HomeworkUploader", "component"),
  {"exp-tw-0050": NA, "exp-tw-0052": NA}, "abstain")
Q("q-bp-091", "zh", "not_applicable",
  "从小程序 web-view 进来的家长，PaymentSheet 怎么付款？chooseWCPay 调不起来",
  ph("main", "PaymentSheet", "component"),
  {"exp-ph-0010": NA, "exp-ph-0018": NA, "exp-ph-0015": R}, "reference")
Q("q-bp-092", "en", "not_applicable",
  "The homework submission cutoff countdown has to match the server exactly. Can I use useCountdown as it is?",
  tw("main", "useCountdown", "other"),
  {"exp-tw-0060": NA, "exp-tw-0061": NA, "exp-tw-0062": R}, "reference")
Q("q-bp-093", "zh", "not_applicable",
  "循环课要整体改期，老师在课表上拖动整个系列的时候前端怎么处理？",
  tw("main", "LessonCalendar", "component"),
  {"exp-tw-0002": NA}, "abstain")
Q("q-bp-094", "en", "not_applicable",
  "PaymentSheet: how should a parent request a refund for unused lessons from the sheet?",
  ph("main", "PaymentSheet", "component"),
  {"exp-ph-0010": NA, "exp-ph-0018": NA}, "abstain")
Q("q-bp-095", "en", "not_applicable",
  "VR camera permission errors inside the WeChat in-app browser on iPhone: what should we show the student?",
  tw("main", "VideoRoom", "component"),
  {"exp-tw-0031": NA}, "abstain")
Q("q-bp-096", "zh", "not_applicable",
  "课表月视图的小圆点已经做好了，那周视图时间轴里的课程卡片怎么定位和排布？",
  tw("main", "LessonCalendar", "component"),
  {"exp-tw-0001": NA, "exp-tw-0011": R}, "inject")

# --- missing -------------------------------------------------------------
Q("q-bp-100", "en", "missing",
  "How do we print a tutor's monthly lesson calendar as a PDF with the BrightPath letterhead?",
  tw("main", "LessonCalendar", "component"),
  {}, "abstain")
Q("q-bp-101", "zh", "missing",
  "VideoRoom 开了云端录制以后，回放地址怎么拿？课后页面怎么播放？",
  tw("main", "VideoRoom", "component"),
  {}, "abstain")
Q("q-bp-102", "en", "missing",
  "How do we upload Sentry source maps for the Next 14 build in CI?",
  tw("main", None, "build"),
  {}, "abstain")
Q("q-bp-103", "mixed", "missing",
  "parent-h5 分享卡片 updateAppMessageShareData 的 title 和 icon，怎么 based on 当前 child 动态设置？",
  ph("main", None, "plugin"),
  {"exp-ph-0016": NA}, "abstain")
Q("q-bp-104", "en", "missing",
  "Is there handwriting recognition for math formulas written on the board?",
  tw("main", "WhiteboardCanvas", "component"),
  {}, "abstain")
Q("q-bp-105", "zh", "missing",
  "家长端要做深色模式，antd-mobile 怎么切换到暗色主题？",
  ph("main", None, "style"),
  {"exp-ph-0045": NA}, "abstain")
Q("q-bp-106", "mixed", "missing",
  "How should we A/B test two 续费 price layouts on the parent side?",
  ph("main", "RenewalSheet", "component"),
  {}, "abstain")


def main():
    with open(os.path.join(HERE, "experiences.jsonl"), "w", encoding="utf-8") as f:
        for e in ENTRIES:
            f.write(json.dumps(e, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "queries.jsonl"), "w", encoding="utf-8") as f:
        for q in QUERIES:
            f.write(json.dumps(q, ensure_ascii=False) + "\n")
    print(f"wrote {len(ENTRIES)} entries, {len(QUERIES)} queries to {HERE}")


if __name__ == "__main__":
    main()
