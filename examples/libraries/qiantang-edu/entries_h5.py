"""qt-h5 (parents' mobile H5): Nuxt 2.17 + Vue 2.7 + Vant 2.12 + Vuex 3 + axios
-> Next.js 14 App Router + React 18 + antd-mobile 5 + Redux Toolkit 2 + SWR 2.
"""
from common import E

P = "qt-h5"
APP = ["main", "feat/*"]          # branches that run the App Router build
REL = ["release/*"]               # release/2026.s1: Next 13.4 pages router

ENTRIES = [
E("exp-qth5-001", "课程详情页 asyncData 迁到 App Router 服务端组件（fetch + revalidate）", """
背景：pages/course/_id.vue 用 asyncData({ params, $axios, error }) 在服务端拉课程详情和大纲，SEO 和微信分享卡片都依赖首屏直出。
现象：迁到 app/course/[id]/page.tsx 后，第一版照搬成 'use client' + useEffect 拉数据，首屏变成骨架屏，微信分享抓不到标题，LCP 从 1.2s 涨到 2.6s。
原因：App Router 里 page 默认是 Server Component，可以直接 async/await；asyncData 的职责应该落在服务端组件里，而不是客户端 effect。
处理：
```tsx
// app/course/[id]/page.tsx
import { notFound } from 'next/navigation'
export default async function CoursePage({ params }: { params: { id: string } }) {
  const res = await fetch(`${process.env.QT_API_INNER}/course/${params.id}`, {
    next: { revalidate: 60, tags: [`course:${params.id}`] },
  })
  if (res.status === 404) notFound()        // 对应原来的 error({ statusCode: 404 })
  const course = await res.json()
  return <CourseDetail course={course} />    // CourseDetail 内部需要交互的部分再拆 'use client'
}
```
课程上下架由运营后台回调 /api/revalidate 调 revalidateTag(`course:${id}`)。
注意：asyncData 返回值会 merge 进 data()，迁移后改成 props 传给子组件；原来 asyncData 里读 store 的逻辑（store.state.user）在服务端组件里拿不到 Redux store，要改成读 cookies()。
""", P, "component", "verified",
  assets=["pages/course/_id.vue", "asyncData"], branches=APP,
  applies_to={"nuxt": "^2.17", "next": ">=14 <15"},
  conditions="页面数据对所有用户相同（课程介绍、大纲、老师简介），可以按课程维度缓存。",
  counter="数据依赖登录用户（个人价格、已购状态、拼团实时人数）时不能用 revalidate 缓存，必须 cache: 'no-store'（见 exp-qth5-077）；release/* 分支是 pages router，改用 getServerSideProps（见 exp-qth5-040）。",
  source="PR qt-h5#1423", updated="2025-11-04"),

E("exp-qth5-002", "Nuxt fetch() 钩子 + fetchOnServer:false 改成 SWR 客户端请求", """
背景：作业列表页 pages/homework/index.vue 用 Nuxt 2.12+ 的 fetch() 钩子，设置 fetchOnServer: false，只在客户端拉数据，模板里用 $fetchState.pending / $fetchState.error 控制骨架和错误态，下拉刷新调 this.$fetch()。
处理：这类「只在客户端取、依赖登录态」的数据直接用 SWR：
```tsx
'use client'
import useSWR from 'swr'
export function HomeworkList() {
  const { data, error, isLoading, mutate } = useSWR('/api/homework/list', fetcher)
  if (isLoading) return <Skeleton />           // $fetchState.pending
  if (error) return <ErrorBlock status="default" /> // $fetchState.error
  return <PullToRefresh onRefresh={() => mutate()}>...</PullToRefresh> // this.$fetch()
}
```
注意：
- isLoading 是 SWR 2 才有的字段（首次且无缓存时为 true），SWR 1 只能用 !data && !error 判断。
- fetch() 里写 this.xxx = 的副作用不要搬进 fetcher，fetcher 只返回数据。
- fetchDelay（默认 200ms 防闪烁）SWR 没有对应项，骨架闪一下可以接受，别再自己加 setTimeout。
""", P, "component", "verified",
  assets=["pages/homework/index.vue", "fetch", "$fetchState"],
  applies_to={"nuxt": "^2.17", "swr": "^2"},
  conditions="原 fetch() 设置了 fetchOnServer: false，或数据只对登录用户有意义。",
  counter="需要服务端直出做 SEO 的数据不要放 SWR，按 exp-qth5-001 放服务端组件。",
  source="PR qt-h5#1388", updated="2025-10-21"),

E("exp-qth5-003", "拼团倒计时 GroupBuyCountdown 报 Text content does not match server-rendered HTML", """
背景：拼团详情页顶部「距拼团结束 23:59:41」组件 GroupBuyCountdown，Nuxt 时代包在 <client-only> 里，迁移时去掉了。
现象：线上 Sentry 大量报错：
  Error: Text content does not match server-rendered HTML.
  Warning: Text content did not match. Server: "23:59:41" Client: "23:59:40"
  There was an error while hydrating. Because the error happened outside of a Suspense boundary, the entire root will switch to client rendering.
整页降级为客户端渲染，首屏闪白。
原因：组件在 render 里直接用 Date.now() 计算剩余时间，服务端渲染和客户端 hydrate 之间必然差几百毫秒到几秒。
处理：首帧用服务端下发的固定值，mount 之后再开始走表：
```tsx
'use client'
export function GroupBuyCountdown({ endAt, serverNow }: { endAt: number; serverNow: number }) {
  const [now, setNow] = useState(serverNow)          // SSR 与首帧一致
  useEffect(() => {
    const offset = Date.now() - serverNow              // 校正客户端时钟偏差
    const t = setInterval(() => setNow(Date.now() - offset), 1000)
    return () => clearInterval(t)
  }, [serverNow])
  return <span>{formatHMS(Math.max(endAt - now, 0))}</span>
}
```
serverNow 由 page.tsx 服务端组件在请求时取 Date.now() 传下来（页面是 no-store，不会被缓存成旧时间）。
注意：不要用 suppressHydrationWarning 压报错（已废弃做法，见 exp-qth5-060），它只对一层文本生效，而且掩盖真实问题。
""", P, "component", "verified",
  assets=["GroupBuyCountdown"],
  applies_to={"react": "^18", "next": ">=13.4 <15"},
  conditions="组件在 SSR 首屏渲染，且显示内容依赖当前时间。",
  counter="倒计时完全在客户端弹层里（例如支付弹窗内的 15 分钟锁单倒计时，弹层不参与 SSR）时不需要 serverNow 方案。",
  source="Sentry issue QT-H5-2291, PR qt-h5#1502", updated="2025-12-02"),

E("exp-qth5-004", "登录态从 localStorage 读导致 Hydration failed（useToken）", """
背景：Nuxt 里 plugins/auth.client.js 在客户端启动时从 localStorage 读 qt_token 并 commit 到 Vuex，头部「登录/我的」按钮根据它切换。
现象：迁到 React 后封装了 useToken()，在组件 render 里直接 localStorage.getItem('qt_token')，已登录用户打开首页报：
  Error: Hydration failed because the initial UI does not match what was rendered on the server.
  Warning: Expected server HTML to contain a matching <a> in <div>.
原因：服务端没有 localStorage，渲染的是「登录」；客户端首帧渲染的是「我的」，DOM 结构不同。
处理：
1. token 改存 cookie（httpOnly=false 的 qt_token + 服务端用的 httpOnly qt_sid），服务端组件用 cookies().get('qt_token') 判断登录态，把 isLogin 作为 props 传下去，两端一致。
2. 确实只能在客户端读的数据，用 useSyncExternalStore 并给 getServerSnapshot 返回与 SSR 一致的值：
```ts
export function useToken() {
  return useSyncExternalStore(subscribe, () => localStorage.getItem('qt_token'), () => null)
}
```
  这样首帧 hydrate 用 null，hydrate 完成后再切换，不会报错（会有一次重渲染）。
注意：微信内置浏览器清缓存会清 localStorage 但不一定清 cookie，两者不一致时以 cookie 为准。
""", P, "plugin", "verified",
  assets=["plugins/auth.client.js", "useToken"],
  applies_to={"react": "^18"},
  conditions="render 阶段读取了 window/localStorage/sessionStorage 等仅客户端存在的数据。",
  source="PR qt-h5#1417", updated="2025-11-12"),

E("exp-qth5-005", "nuxtServerInit 改成每请求一个 Redux store（makeStore + StoreProvider）", """
背景：store/index.js 的 nuxtServerInit({ commit }, { req }) 在服务端解析 cookie，拉 /user/profile 并 commit('user/SET_PROFILE')，保证首屏头像、昵称直出。
事故：迁移第一版在 lib/store.ts 顶层 export const store = configureStore(...)，服务端组件和客户端共用这一个模块级单例。压测时出现 A 家长看到 B 家长昵称和孩子年级——Node 进程内跨请求共享了 store。
处理：App Router 官方推荐模式，每个请求/每个客户端树创建自己的 store：
```tsx
// lib/store.ts
export const makeStore = (preloaded?: Partial<RootState>) =>
  configureStore({ reducer: rootReducer, preloadedState: preloaded })
// app/StoreProvider.tsx
'use client'
export default function StoreProvider({ profile, children }) {
  const storeRef = useRef<AppStore>()
  if (!storeRef.current) storeRef.current = makeStore({ user: { profile } })
  return <Provider store={storeRef.current}>{children}</Provider>
}
// app/layout.tsx（服务端组件）
const profile = await getProfile(cookies().get('qt_sid')?.value)
return <StoreProvider profile={profile}>{children}</StoreProvider>
```
注意：
- 服务端组件里不要 import store 读写状态，Redux 只在客户端树里用；服务端需要的数据直接请求。
- preloadedState 必须可序列化（Date 改 ISO 字符串），否则 RTK 的 serializableCheck 会在开发环境报警。
""", P, "store", "verified",
  assets=["store/index.js", "nuxtServerInit"], branches=APP,
  applies_to={"next": ">=14 <15", "@reduxjs/toolkit": "^2"},
  conditions="App Router 构建（main、feat/*）。",
  counter="release/* 的 pages router 不适用，用 getServerSideProps + preloadedState（exp-qth5-040）。",
  source="Incident 2025-10-30 跨请求串号复盘, PR qt-h5#1399", updated="2025-11-01"),

E("exp-qth5-006", "Vuex 购物车模块 store/cart.js 迁到 RTK cartSlice", """
背景：store/cart.js 是 namespaced 模块：state.items、getters.totalFen / getters.checkedItems、mutations ADD_ITEM / TOGGLE_CHECK、actions syncCart（调 /cart/sync）。
处理映射：
- state → createSlice 的 initialState；mutations → reducers（RTK 内置 immer，可以照写 state.items.push）。
- getters → createSelector 的 memoized selector，或 RTK 2 的 slice.selectors：
```ts
const cartSlice = createSlice({
  name: 'cart',
  initialState: { items: [] as CartItem[] },
  reducers: {
    addItem(state, { payload }: PayloadAction<CartItem>) { state.items.push(payload) },
    toggleCheck(state, { payload: skuId }: PayloadAction<string>) {
      const it = state.items.find(i => i.skuId === skuId); if (it) it.checked = !it.checked
    },
  },
  selectors: {
    selectChecked: s => s.items.filter(i => i.checked),
  },
})
export const selectTotalFen = createSelector([cartSlice.selectors.selectChecked],
  items => items.reduce((sum, i) => sum + i.priceFen * i.count, 0))
```
- actions.syncCart → createAsyncThunk('cart/sync', ...)。
注意：Vuex getter 返回新数组没问题，但 useSelector 里返回新数组每次都会触发重渲染，并在开发环境打印 "Selector unknown returned a different result when called with the same parameters"——必须用 createSelector 包一层。
""", P, "store", "verified",
  assets=["store/cart.js", "cartSlice"],
  applies_to={"vuex": "^3", "@reduxjs/toolkit": "^2"},
  conditions="Vuex 模块状态是纯客户端状态（购物车勾选、数量）。",
  counter="模块里存的是服务端数据缓存（课程列表、订单列表）时不要搬进 RTK，交给 SWR（exp-qth5-057）。",
  source="PR qt-h5#1366", updated="2025-10-15"),

E("exp-qth5-007", "store/user.js 的 token 与 profile：cookie 为准，RTK 只存 profile", """
背景：store/user.js 里 SET_TOKEN 同时写 state 和 localStorage，axios 插件从 store 取 token 加 Authorization 头。
问题：迁移后服务端组件、middleware.ts、客户端 axios 三处都要拿 token，放在 Redux 里服务端取不到。
处理：
- token 只放 cookie：登录接口由 Next Route Handler（app/api/login/route.ts）代理，后端返回 token 后 cookies().set('qt_sid', token, { httpOnly: true, sameSite: 'lax', path: '/' })。
- userSlice 只保留 profile（昵称、头像、孩子列表、当前孩子 childId），由 StoreProvider 的 preloadedState 注入。
- 切换孩子（一个家长多个孩子）是纯客户端状态：dispatch(userSlice.actions.switchChild(childId))，同时写 cookie qt_child 让服务端下次渲染用对的孩子。
注意：原来 mutation 名 'user/SET_TOKEN' 在埋点里被当作登录事件上报，迁移后埋点改为监听 login 成功回调，别忘了。
""", P, "store", "verified",
  assets=["store/user.js", "userSlice", "SET_TOKEN"],
  applies_to={"vuex": "^3", "@reduxjs/toolkit": "^2", "next": ">=13.4 <15"},
  source="PR qt-h5#1371", updated="2025-10-18"),

E("exp-qth5-008", "store/order.js 下单 action 改 createAsyncThunk + rejectWithValue 透传业务错误码", """
背景：store/order.js 的 actions.createOrder 里 try/catch axios，失败时根据 err.response.data.code 弹 Toast，组件拿不到错误码。
处理：
```ts
export const createOrder = createAsyncThunk<Order, CreateOrderArg, { rejectValue: ApiError }>(
  'order/create',
  async (arg, { rejectWithValue }) => {
    try {
      const { data } = await http.post('/order/create', arg)
      return data
    } catch (e) {
      if (isApiError(e)) return rejectWithValue(e.response.data) // { code: 'E_ORDER_409', message, data }
      throw e
    }
  },
)
// 组件
const res = await dispatch(createOrder(arg))
if (createOrder.rejected.match(res) && res.payload) handleOrderError(res.payload)
```
或者 dispatch(createOrder(arg)).unwrap() 配合 try/catch，catch 到的就是 rejectValue。
注意：不 rejectWithValue 时，rejected action 的 error 会被 miniSerializeError 序列化，只剩 message/name/stack/code 字段，后端 data 里的 orderNo 会丢。各错误码的处理见 exp-qth5-047/048/049/076。
""", P, "store", "verified",
  assets=["store/order.js", "createOrder"],
  applies_to={"@reduxjs/toolkit": "^2"},
  source="PR qt-h5#1374", updated="2025-10-20"),

E("exp-qth5-009", "RTK 2：extraReducers 只能用 builder 回调写法", """
现象：从老项目抄来的 slice 在 RTK 2.2 下 TS 报错，运行时报：
  Error: The object notation for `createSlice.extraReducers` has been removed. Please use the 'builder callback' notation instead: https://redux-toolkit.js.org/api/createSlice
原因：RTK 2.0 移除了 extraReducers 的对象写法（{ [fetchX.fulfilled]: (state, action) => {} }），createReducer 的对象写法也一起移除。
处理：
```ts
extraReducers: (builder) => {
  builder
    .addCase(createOrder.pending, (s) => { s.submitting = true })
    .addCase(createOrder.fulfilled, (s, a) => { s.submitting = false; s.lastOrderNo = a.payload.orderNo })
    .addMatcher(isRejected(createOrder), (s) => { s.submitting = false })
}
```
同时注意 RTK 2 的 configureStore：middleware 只接受回调 (getDefaultMiddleware) => getDefaultMiddleware().concat(logger)，传数组会报错；enhancers 也改成回调。
""", P, "store", "verified",
  assets=["extraReducers", "createSlice", "configureStore"],
  applies_to={"@reduxjs/toolkit": ">=2 <3"},
  source="PR qt-h5#1360", updated="2025-10-10"),

E("exp-qth5-010", "【已废弃】RTK extraReducers 对象写法（{[thunk.fulfilled]: fn}）", """
早期 spike 分支锁定 @reduxjs/toolkit 1.9.7，约定 extraReducers 用对象写法，按 Vuex mutation 的习惯一个 key 一个处理函数，迁移时最像原代码。
已被 exp-qth5-009 取代：项目升级到 RTK 2 后对象写法被移除，不要再按本条写。
""", P, "store", "deprecated",
  assets=["extraReducers"],
  applies_to={"@reduxjs/toolkit": ">=1.9 <2"},
  source="spike 分支 spike/rtk-1.9（已删除）；superseded by exp-qth5-009", updated="2025-09-02"),

E("exp-qth5-011", "plugins/axios.js（@nuxtjs/axios 拦截器）迁到 lib/http.ts", """
背景：plugins/axios.js 里 export default function ({ $axios, redirect, store }) { $axios.onRequest(...); $axios.onError(err => {...}) }，负责加 Authorization、统一弹 Toast、401 跳登录，并 inject 成 this.$api。
处理：
- 客户端：lib/http.ts 创建 axios.create({ baseURL: process.env.NEXT_PUBLIC_API_BASE, timeout: 10000, withCredentials: true })，拦截器里做业务码归一：后端 HTTP 200 但 body.code !== 'OK' 时 return Promise.reject(new ApiError(body))。
- 服务端组件不用 axios，用 fetch（才能享受 Next 的 fetch 缓存/去重），token 从 cookies() 取：headers: { Authorization: `Bearer ${cookies().get('qt_sid')?.value}` }。
- 原 onError 里的 redirect('/login') 不能在拦截器里 router.push（拦截器不在 React 树内）。改成拦截器抛 AuthError，由 SWR 全局 onError 或 thunk 调用方处理跳转；或 window.location.replace('/login?from=' + encodeURIComponent(location.pathname))。
- 原来拦截器统一弹 Toast，迁移后只对「未被调用方处理的错误」弹：ApiError 带 silent 标记，调用方 catch 后设置 e.silent = true。
注意：@nuxtjs/axios 默认 baseURL 在服务端是内网地址、客户端是 browserBaseURL，迁移后分成 QT_API_INNER（服务端）和 NEXT_PUBLIC_API_BASE（客户端）两个变量。
""", P, "plugin", "verified",
  assets=["plugins/axios.js", "$axios", "lib/http.ts"],
  applies_to={"axios": ">=0.27 <2", "next": ">=13.4 <15"},
  source="PR qt-h5#1352", updated="2025-10-08"),

E("exp-qth5-012", "middleware/auth.js 登录校验迁到 middleware.ts（matcher + NextResponse.redirect）", """
背景：nuxt.config.js router.middleware: ['auth']，middleware/auth.js 里 if (!store.state.user.token && route.meta.requireAuth) redirect('/login')。
处理：
```ts
// middleware.ts（项目根目录）
import { NextResponse, type NextRequest } from 'next/server'
export function middleware(req: NextRequest) {
  if (!req.cookies.get('qt_sid')?.value) {
    const url = new URL('/login', req.url)
    url.searchParams.set('from', req.nextUrl.pathname + req.nextUrl.search)
    return NextResponse.redirect(url)
  }
  return NextResponse.next()
}
export const config = { matcher: ['/my/:path*', '/order/:path*', '/homework/:path*', '/live/:path*'] }
```
注意：
- middleware 跑在 Edge Runtime，不能用 axios（依赖 Node http 适配器）和 Node 内置模块；只做 cookie 判断，不要在这里请求后端校验 token 有效性，有效性由接口返回 E_AUTH_401 再处理（exp-qth5-050）。
- Nuxt 的 route.meta 没有对应物，需要登录的路由集中写在 matcher 里，新增页面时记得加。
- matcher 不匹配 /_next/static，不用自己排除静态资源。
""", P, "router", "verified",
  assets=["middleware/auth.js", "middleware.ts"],
  applies_to={"next": ">=13.4 <15"},
  source="PR qt-h5#1355", updated="2025-10-09"),

E("exp-qth5-013", "微信网页授权 middleware/wechat-oauth.js 拆成 middleware + Route Handler 回调", """
背景：Nuxt 的 middleware/wechat-oauth.js 在微信内打开时，没有 openid cookie 就重定向到 open.weixin.qq.com/connect/oauth2/authorize?appid=...&scope=snsapi_base&redirect_uri=...，回调页 pages/wx/callback.vue 的 asyncData 用 code 换 openid。
处理：
- middleware.ts 里 UA 含 MicroMessenger 且无 qt_openid 时 302 到授权地址，redirect_uri 指向 /api/wx/callback?from=原地址。
- app/api/wx/callback/route.ts：export async function GET(req: NextRequest) { const code = req.nextUrl.searchParams.get('code'); 调后端 /wx/openid 换取; const res = NextResponse.redirect(new URL(from, req.url)); res.cookies.set('qt_openid', openid, { httpOnly: true, maxAge: 7 * 86400 }); return res }
注意：
- 授权回调域名只配了 h5.qiantang-edu.com，灰度域名 next-h5.qiantang-edu.com 要单独在公众号后台加，不然报 redirect_uri 参数错误。
- code 只能用一次，Route Handler 不要被 Next 缓存：GET 里读了 req.nextUrl.searchParams 就是动态的，但保险起见加 export const dynamic = 'force-dynamic'。
""", P, "router", "verified",
  assets=["middleware/wechat-oauth.js", "pages/wx/callback.vue"], branches=APP,
  applies_to={"next": ">=14 <15"},
  conditions="微信内置浏览器打开的公众号 H5。",
  counter="小程序 web-view 内打开时 openid 由小程序通过 URL 参数带入，不走网页授权。",
  source="PR qt-h5#1431", updated="2025-11-06"),

E("exp-qth5-014", "van-list 无限滚动迁到 antd-mobile InfiniteScroll（CourseList）", """
背景：CourseList 用 <van-list v-model="loading" :finished="finished" finished-text="没有更多了" @load="onLoad">，onLoad 里 push 数据、loading=false，最后一页 finished=true。
现象：迁到 InfiniteScroll 后滚到底一直连发请求，同一页请求了 3-4 次。
原因：antd-mobile 的 InfiniteScroll 没有 loading 受控属性，它靠 loadMore 返回的 Promise 判断是否在加载；第一版 loadMore 里没有 return/await，Promise 立即 resolve，组件判断还在底部就继续调用。
处理：
```tsx
const { data, size, setSize, isValidating } = useSWRInfinite(getKey, fetcher)
const hasMore = !data || data[data.length - 1].list.length === PAGE_SIZE
<InfiniteScroll
  hasMore={hasMore}
  loadMore={async () => { await setSize(size + 1) }}   // 必须 await / return Promise
>
  {hasMore ? <DotLoading /> : <span>没有更多了</span>}
</InfiniteScroll>
```
注意：
- van-list 的 error / error-text 点击重试，InfiniteScroll 里 loadMore 抛错即停止，需要自己在 children 里渲染「加载失败，点击重试」。
- van-list 的 offset(默认 300)对应 InfiniteScroll 的 threshold(默认 250)。
""", P, "component", "verified",
  assets=["CourseList", "van-list"],
  applies_to={"vant": "^2.12", "antd-mobile": "^5"},
  source="PR qt-h5#1380", updated="2025-10-22"),

E("exp-qth5-015", "van-pull-refresh 迁到 PullToRefresh：onRefresh 返回 Promise", """
Vant：<van-pull-refresh v-model="refreshing" @refresh="onRefresh">，onRefresh 结束时手动 refreshing = false。
antd-mobile：<PullToRefresh onRefresh={async () => { await mutate() }}>，没有 v-model，组件等 onRefresh 返回的 Promise 结束才收起。
文案对应：pulling-text → pullingText，loosing-text → canReleaseText，loading-text → refreshingText，success-text → completeText（completeDelay 默认 500ms）。
注意：页面外层如果是 InfiniteScroll + 自定义滚动容器（overflow: auto 的 div），PullToRefresh 要包在滚动容器里面；在 iOS 微信里整页下拉会先触发 WebView 的橡皮筋，建议 body 设置 overscroll-behavior-y: none。
""", P, "component", "verified",
  assets=["van-pull-refresh", "PullToRefresh"],
  applies_to={"vant": "^2.12", "antd-mobile": "^5"},
  source="PR qt-h5#1381", updated="2025-10-22"),

E("exp-qth5-016", "Toast.loading({ forbidClick, duration: 0 }) 迁到 Toast.show({ icon: 'loading', maskClickable: false })", """
Vant 2：
```js
Toast.loading({ message: '提交中...', forbidClick: true, duration: 0 })
// ...
Toast.clear()
```
antd-mobile 5：
```ts
const handler = Toast.show({ icon: 'loading', content: '提交中…', duration: 0, maskClickable: false })
// ...
handler.close()   // 或 Toast.clear()
```
对应关系：forbidClick → maskClickable: false；duration 0 表示不自动关闭，两者一致；Toast.success/fail → Toast.show({ icon: 'success' | 'fail' })。
注意：
- Vant 默认单例，连续调用会替换；antd-mobile Toast 也是单例，但 Toast.show 返回 handler，提交成功后务必 close，否则 duration: 0 的 loading 永远不消失（一次线上问题：接口 reject 分支忘了 close）。建议包一层 withLoading(fn) 用 finally 关闭。
- Toast 静态方法不能在服务端组件里调用，只能在客户端事件回调里用。
""", P, "component", "verified",
  assets=["Toast", "Toast.loading"],
  applies_to={"vant": "^2.12", "antd-mobile": "^5", "react": "^18"},
  counter="升级 React 19 时 antd-mobile 静态方法（Toast/Dialog）的渲染方式需要另行适配，本条只适用于 React 18。",
  source="PR qt-h5#1340", updated="2025-10-02"),

E("exp-qth5-017", "Dialog.confirm：Vant 取消走 reject，antd-mobile 返回 Promise<boolean>", """
背景：下单页「确认使用优惠券并支付」用 Vant Dialog.confirm({ title, message }).then(pay).catch(() => {})，取消时 Promise 被 reject，then 里的支付逻辑不会执行。
事故：迁移后写成 await Dialog.confirm({ content }); await pay()，用户点「取消」也直接发起了支付——antd-mobile 的 Dialog.confirm 返回 Promise<boolean>，取消时 resolve(false)，不会 reject，原来依赖 catch 拦截的分支全部失效。
处理：
```ts
const ok = await Dialog.confirm({ title: '确认支付', content: '将使用 1 张 50 元优惠券' })
if (!ok) return
await pay()
```
全局搜 `.catch(() =>` 紧跟 Dialog.confirm 的地方，共 14 处，逐个改成判断布尔值。
注意：Vant 的 beforeClose(action, done) 异步关闭，对应 antd-mobile 的 onConfirm 返回 Promise（确认按钮自动 loading，Promise 完成才关闭）；confirmButtonText → confirmText，cancelButtonText → cancelText。
""", P, "component", "verified",
  assets=["Dialog.confirm", "Dialog"],
  applies_to={"vant": "^2.12", "antd-mobile": "^5"},
  source="Incident 2025-11-18 取消仍支付, PR qt-h5#1466", updated="2025-11-19"),

E("exp-qth5-018", "van-popup 底部圆角弹层迁到 antd-mobile Popup", """
Vant：<van-popup v-model="show" position="bottom" round closeable :style="{ height: '60%' }" get-container="body">
antd-mobile：
```tsx
<Popup visible={show} onMaskClick={() => setShow(false)} onClose={() => setShow(false)}
  position="bottom" showCloseButton
  bodyStyle={{ height: '60vh', borderTopLeftRadius: 12, borderTopRightRadius: 12 }}>
```
对应：v-model → visible + onMaskClick（不写 onMaskClick 点遮罩不会关）；round → 没有该属性，用 bodyStyle 圆角；closeable → showCloseButton；get-container → getContainer（默认就是 document.body）；lock-scroll → disableBodyScroll（默认 true）；@opened/@closed → afterShow/afterClose。
注意：Popup 默认 destroyOnClose=false，弹层内的表单状态会保留；选课时段弹层需要每次打开重置，要加 destroyOnClose。
""", P, "component", "verified",
  assets=["van-popup", "Popup"],
  applies_to={"vant": "^2.12", "antd-mobile": "^5"},
  source="PR qt-h5#1345", updated="2025-10-05"),

E("exp-qth5-019", "【待验证】van-action-sheet 分享面板迁到 ActionSheet", """
课程详情页「分享给好友 / 生成海报 / 复制链接」用 <van-action-sheet v-model="show" :actions="actions" cancel-text="取消" @select="onSelect">。
初步方案：antd-mobile <ActionSheet visible={show} actions={[{ key: 'poster', text: '生成海报' }]} cancelText="取消" onAction={a => ...} onClose={() => setShow(false)} />。
检查项：
- actions 需要 key 字段，Vant 的 name → text，subname → description，color 没有对应，用 danger 或自定义 text 节点；
- onAction 后默认不关闭，需要 closeOnAction；
- 「复制链接」在 iOS 微信里要在点击的同步调用栈里执行 copy，onAction 里不要先 await。
还没在 iOS 微信上完整回归，暂作检查项使用。
""", P, "component", "candidate",
  assets=["van-action-sheet", "ActionSheet"],
  applies_to={"vant": "^2.12", "antd-mobile": "^5"},
  source="草稿 by @lizhen, Wiki: H5 迁移/组件映射", updated="2025-12-10"),

E("exp-qth5-020", "van-tabs sticky + swipeable：antd-mobile Tabs 不支持，需要 sticky 容器 + Swiper", """
背景：我的课程页 <van-tabs v-model="active" sticky swipeable :offset-top="46">，全部/待上课/已完课三个 tab 可左右滑动，吸顶在导航栏下方。
现状：antd-mobile Tabs 没有 sticky 和 swipeable，当前方案：
- 吸顶：外层 div 设置 position: sticky; top: 46px; z-index: 10;（注意父元素不能有 overflow: hidden）。
- 滑动切换：Tabs + Swiper 联动，Tabs onChange → swiperRef.current.swipeTo(index)，Swiper onIndexChange → setActiveKey。
风险：Swiper 内每个 tab 页都是长列表时，纵向滚动与横向滑动手势冲突，Android 上偶发卡顿；Swiper 的 indicator 需要 indicator={() => null} 关掉。方案在 feat 分支运行中，QA 尚未回归完，使用前请对照自己的页面验证。
""", P, "component", "review_required",
  assets=["van-tabs", "Tabs", "Swiper"],
  applies_to={"vant": "^2.12", "antd-mobile": "^5"},
  source="PR qt-h5#1490（未合并）", updated="2025-12-05"),

E("exp-qth5-021", "van-form + van-field 表单校验迁到 antd-mobile Form", """
背景：收货地址/学员信息表单用 <van-form @submit="onSubmit" validate-first>，<van-field v-model="form.phone" name="phone" :rules="[{ pattern: /^1\\d{10}$/, message: '手机号格式不对' }]" />。
处理：
```tsx
const [form] = Form.useForm()
<Form form={form} onFinish={onSubmit} footer={<Button block type="submit" color="primary">提交</Button>}>
  <Form.Item name="phone" label="家长手机号" rules={[{ required: true }, { pattern: /^1\\d{10}$/, message: '手机号格式不对' }]}>
    <Input type="tel" maxLength={11} clearable />
  </Form.Item>
</Form>
```
对应：@submit → onFinish（只在校验通过后调用）；@failed → onFinishFailed；validate-first → Form.Item 的 validateFirst；this.$refs.form.validate() → await form.validateFields()；resetValidation → form.resetFields()。
注意：Form.Item 会向子组件注入 value/onChange，子组件不能再自己写 value={state}；van-field 的 formatter（如去空格）改成 Form.Item 的 getValueFromEvent 或 normalize。
""", P, "component", "verified",
  assets=["van-form", "van-field", "Form"],
  applies_to={"vant": "^2.12", "antd-mobile": "^5"},
  source="PR qt-h5#1390", updated="2025-10-25"),

E("exp-qth5-022", "作业拍照上传 HomeworkUploader：van-uploader → ImageUploader", """
背景：HomeworkUploader 基于 <van-uploader v-model="fileList" :max-count="9" :max-size="10 * 1024 * 1024" :after-read="upload" @oversize="onOversize" capture="camera">，家长给孩子的纸质作业拍照上传，老师端批改。
处理：
```tsx
<ImageUploader
  value={fileList} onChange={setFileList}
  maxCount={9} multiple
  beforeUpload={async (file) => {
    const small = await compressImage(file, { maxWidth: 2000, quality: 0.8 })
    return small                            // 返回 null 表示拒绝该文件
  }}
  upload={async (file) => {
    const { url } = await uploadToOss(file)  // 直传 OSS，拿回 url
    return { url }                           // 必须返回 { url }
  }}
  onCountExceed={(n) => Toast.show(`最多上传 9 张，已忽略 ${n} 张`)}
/>
```
对应：after-read → upload（每个文件一次，返回 Promise<ImageUploadItem>）；max-size + @oversize → beforeUpload 内判断；deletable/before-delete → onDelete 返回 false 阻止删除。
注意：ImageUploader 的 input 没有 capture 属性配置，需要调起相机时在 iOS 微信里由系统面板选择即可，不要强制 capture；压缩规则见 exp-qth5-052（E_HW_413）。
""", P, "component", "verified",
  assets=["HomeworkUploader", "van-uploader", "ImageUploader"],
  applies_to={"vant": "^2.12", "antd-mobile": "^5"},
  conditions="上传的是图片（作业照片、手写作答）。",
  counter="作业是视频/音频（口语作业、朗读打卡）时不适用：ImageUploader 只处理图片，视频需要分片上传，走独立方案。",
  source="PR qt-h5#1412", updated="2025-11-10"),

E("exp-qth5-023", "ImagePreview() 函数调用迁到 ImageViewer.Multi.show", """
Vant：ImagePreview({ images: urls, startPosition: index, closeable: true, onClose })。
antd-mobile：
```ts
const handler = ImageViewer.Multi.show({ images: urls, defaultIndex: index, onClose })
// 路由切换时关闭：useEffect(() => () => handler?.close(), [])
```
对应：startPosition → defaultIndex；closeable → 默认点图即关，无需配置；onChange(index) → onIndexChange；单张图用 ImageViewer.show({ image })。
注意：ImageViewer 是全屏 Portal，返回键（安卓物理返回）不会关闭它，会直接后退页面；需要在 show 时 history.pushState 一条，popstate 里 handler.close()。作业批改详情页（exp-qth5-061）已封装 usePreviewBack()。
""", P, "component", "verified",
  assets=["ImagePreview", "ImageViewer"],
  applies_to={"vant": "^2.12", "antd-mobile": "^5"},
  source="PR qt-h5#1415", updated="2025-11-11"),

E("exp-qth5-024", "van-sku 课程规格选择没有对应组件：基于 Selector 自建 SkuPicker", """
背景：课程购买页用 <van-sku v-model="show" :sku="sku" :goods="goods" :goods-id="id" @buy-clicked="onBuy">，规格是「年级 × 班型（小班/一对一）× 课时包」。
现状：antd-mobile 没有 Sku 组件。自建 SkuPicker：Popup + 每个维度一个 Selector（single 模式），根据已选维度过滤不可选项（disabled），底部 Stepper 选数量。
待确认：
- 库存/价格矩阵来自 /course/sku，原 van-sku 的 tree / list 数据结构要转换，转换函数 toSelectorOptions() 在 PR 里，边界情况（某维度只有一个选项时默认选中）还没和产品确认；
- van-sku 的 custom-stepper-config（限购）逻辑未迁。
请在使用前与 @wangyue 确认并对照原页面验证。
""", P, "component", "review_required",
  assets=["van-sku", "SkuPicker"],
  applies_to={"vant": "^2.12", "antd-mobile": "^5"},
  source="PR qt-h5#1477", updated="2025-12-01"),

E("exp-qth5-025", "van-count-down 迁到 ahooks useCountDown（开课倒计时 / 锁单倒计时）", """
背景：<van-count-down :time="time" format="HH:mm:ss" @finish="onFinish" /> 用在「距开课」「支付剩余时间」等处。
处理：antd-mobile 没有倒计时组件，用 ahooks 3 的 useCountDown：
```tsx
const [leftMs, { hours, minutes, seconds }] = useCountDown({ targetDate: startAt, onEnd: onFinish })
return <span>{pad(hours)}:{pad(minutes)}:{pad(seconds)}</span>
```
对应：time（剩余毫秒）→ leftTime；也可以直接传 targetDate；@finish → onEnd；format 需要自己拼；millisecond 模式 → interval: 50。
注意：useCountDown 在 render 阶段基于 Date.now() 计算，放在 SSR 首屏会出 hydration 文本不一致，首屏可见的倒计时按 exp-qth5-003 的 serverNow 方式处理，或只在客户端弹层里使用本条。
""", P, "component", "verified",
  assets=["van-count-down", "useCountDown"],
  applies_to={"vant": "^2.12", "ahooks": "^3"},
  source="PR qt-h5#1420", updated="2025-11-13"),

E("exp-qth5-026", "【草稿】van-sticky 用 CSS position: sticky 替代", """
van-sticky :offset-top="46" 的吸顶，初步改为 CSS：.sticky { position: sticky; top: 46px; }。
检查项：父级任一元素有 overflow: hidden/auto 时 sticky 失效；iOS 12 以下需要 -webkit-sticky；需要 @change 吸顶状态回调的地方（吸顶后改背景色）用 IntersectionObserver 监听哨兵元素。
""", P, "style", "candidate",
  assets=["van-sticky"],
  applies_to={"vant": "^2.12"},
  source="Wiki 草稿", updated="2025-12-08"),

E("exp-qth5-027", "【草稿】首页 banner van-swipe 迁到 antd-mobile Swiper", """
<van-swipe :autoplay="3000" indicator-color="white" @change> → <Swiper autoplay autoplayInterval={3000} loop indicatorProps={{ color: 'white' }} onIndexChange>。
检查项：Swiper 首帧需要测量容器宽度，SSR 首屏可能有一次跳动，banner 高度要用 aspect-ratio 固定；只有一张图时关闭 loop，否则拖动异常；图片点击埋点放在 Swiper.Item onClick。
""", P, "component", "candidate",
  assets=["van-swipe", "Swiper"],
  applies_to={"vant": "^2.12", "antd-mobile": "^5"},
  source="Wiki 草稿", updated="2025-12-08"),

E("exp-qth5-028", "postcss-pxtorem(rootValue 37.5) 与 antd-mobile 5 的 px 尺寸共存", """
背景：Nuxt 项目用 postcss-pxtorem（rootValue: 37.5, propList: ['*']）+ amfe-flexible，设计稿 375 宽按 px 写，Vant 组件也被一起转成 rem。
现象：引入 antd-mobile 5 后，antd-mobile 组件字体忽大忽小；在 iPad 上所有 antd-mobile 组件被放大一倍。
原因：antd-mobile 5 的样式基于 px 和 CSS 变量，postcss-pxtorem 处理了 node_modules/antd-mobile 的 CSS，再加上 flexible 动态设置 html font-size，导致双重缩放。
处理：
- postcss.config.js 里 exclude: /node_modules\\/antd-mobile/，让 antd-mobile 保持 px；
- 业务样式逐步去掉 rem，新页面直接用 px + 媒体查询；flexible 在 App Router 根 layout 不再引入；
- 需要整体放大时调 antd-mobile 的 CSS 变量，如 :root { --adm-font-size-main: 14px; }。
注意：Next 的 postcss.config.js 不支持函数形式的 exclude 以外的复杂逻辑时，可用 postcss-pxtorem 的 exclude 正则；CSS Modules 文件也会经过 postcss。
""", P, "style", "verified",
  assets=["postcss-pxtorem", "amfe-flexible"],
  applies_to={"antd-mobile": "^5"},
  counter="如果页面改用 postcss-px-to-viewport（vw 方案）则不适用，需另行评估。",
  source="PR qt-h5#1336", updated="2025-09-28"),

E("exp-qth5-029", "Vant less 主题 modifyVars 迁到 antd-mobile CSS 变量", """
背景：nuxt.config.js build.loaders.less.lessOptions.modifyVars 覆盖 @blue: #2F7BFF; @button-primary-background-color 等，品牌色「钱塘蓝」。
处理：antd-mobile 5 只用 CSS 变量，app/globals.css：
```css
:root:root {
  --adm-color-primary: #2f7bff;
  --adm-color-danger: #ff4d3a;   /* 拼团价、限时折扣 */
  --adm-border-color: #eeeeee;
}
```
用 :root:root 提高优先级，避免被 antd-mobile 自身的 :root 声明覆盖（与 CSS 加载顺序有关）。局部主题（续报页的橙色按钮）直接在组件 style 上写 '--background-color' 等组件级变量。
注意：less 变量是编译期的，CSS 变量是运行期的，原来 less 里 darken(@blue, 10%) 这类函数算出来的颜色要手动算好写死。
""", P, "style", "verified",
  assets=["modifyVars", "theme.less"],
  applies_to={"antd-mobile": "^5"},
  source="PR qt-h5#1337", updated="2025-09-28"),

E("exp-qth5-030", "antd-mobile 5 在 Next.js 里：'use client' 边界与 transpilePackages", """
现象 1：服务端组件里直接 import { Button } from 'antd-mobile' 报 You're importing a component that needs useState. It only works in a Client Component but none of its parents are marked with "use client"。
现象 2：旧版 next.config.js 未处理时，构建报 SyntaxError: Unexpected token 'export'（antd-mobile 的 ESM 产物）。
处理：
- next.config.js：transpilePackages: ['antd-mobile']（Next 13.1+ 内置，替代 next-transpile-modules，对应 Nuxt 的 build.transpile）。
- 建 components/adm.tsx：'use client'; export * from 'antd-mobile'，服务端组件只 import 业务组件，需要 antd-mobile 的交互块单独拆成客户端组件。
- 页面骨架（标题、价格、介绍）尽量用原生标签写在服务端组件里，减小客户端 JS。
注意：antd-mobile 的 Toast/Dialog 静态方法只能在客户端组件事件里调用。
""", P, "build", "verified",
  assets=["next.config.js", "antd-mobile"],
  applies_to={"next": ">=13.4 <15", "antd-mobile": "^5"},
  source="PR qt-h5#1330", updated="2025-09-25"),

E("exp-qth5-031", "价格过滤器 filters/price.js（| yuan）迁到 formatYuan，注意 Node 与浏览器 Intl 差异", """
背景：全局过滤器 Vue.filter('yuan', fen => (fen / 100).toFixed(2))，模板里 {{ item.priceFen | yuan }}，拼团价、划线价、优惠券面额都在用。
处理：React 没有 filter，改成纯函数 lib/format.ts：
```ts
export const formatYuan = (fen: number, { trimZero = true } = {}) => {
  const s = (Math.round(fen) / 100).toFixed(2)
  return trimZero ? s.replace(/\\.00$/, '') : s
}
```
坑：第一版用 new Intl.NumberFormat('zh-CN', { style: 'currency', currency: 'CNY' }).format()，线上 Node 镜像是 small-icu 构建，服务端输出 "CN¥ 99.00"，浏览器输出 "¥99.00"，触发 Text content does not match server-rendered HTML。金额格式化不要依赖 Intl，手写拼接 "¥" + formatYuan(fen)。
注意：后端金额统一是「分」（int），不要在前端做浮点加减后再格式化，合计用整数分相加。
""", P, "filter", "verified",
  assets=["filters/price.js", "yuan", "formatYuan"],
  conditions="人民币价格，后端以分为单位。",
  counter="需要多币种或海外价格（USD/HKD，按汇率或地区展示）时不适用，本条的格式化写死了人民币和两位小数。",
  source="PR qt-h5#1333, Sentry QT-H5-2107", updated="2025-09-27"),

E("exp-qth5-032", "日期过滤器 | dateFmt：服务端 UTC 与客户端 Asia/Shanghai 不一致导致 hydration 报错", """
现象：
  Warning: Text content did not match. Server: "2026/03/01 08:00" Client: "2026/03/01 16:00"
  Error: Text content does not match server-rendered HTML.
出现在直播课表、作业截止时间等所有显示时间的地方。
原因：原 Vue.filter('dateFmt', (ts, f) => dayjs(ts).format(f)) 迁成 formatDate 后在服务端执行；K8s 容器时区是 UTC，浏览器是北京时间，dayjs(ts) 用本地时区。Nuxt 时代这些时间多数在 <client-only> 或 mounted 后渲染，没暴露。
处理：
```ts
import dayjs from 'dayjs'; import utc from 'dayjs/plugin/utc'; import tz from 'dayjs/plugin/timezone'
dayjs.extend(utc); dayjs.extend(tz)
export const formatDate = (ts: number | string, f = 'YYYY/MM/DD HH:mm') => dayjs(ts).tz('Asia/Shanghai').format(f)
```
所有展示统一按 Asia/Shanghai（业务只在国内），同时 Dockerfile 设置 TZ=Asia/Shanghai 兜底。
注意：「刚刚 / 3 分钟前」这种相对时间依赖当前时间，仍会不一致，只能客户端 mount 后渲染。
""", P, "filter", "verified",
  assets=["dateFmt", "formatDate"],
  applies_to={"dayjs": "^1.11"},
  source="PR qt-h5#1435", updated="2025-11-07"),

E("exp-qth5-033", "微信分享 mixins/share.js 迁到 useWxShare hook", """
背景：mixins/share.js 在 mounted 里请求 /wx/jssdk-sign?url=location.href.split('#')[0]，wx.config 后 wx.ready 里调 updateAppMessageShareData / updateTimelineShareData，页面通过 shareConfig() 方法提供标题、描述、图片。
处理：
```tsx
'use client'
export function useWxShare(cfg: ShareCfg | undefined) {
  const pathname = usePathname()
  useEffect(() => {
    if (!cfg || !isWechat()) return
    configWx(signUrl()).then(() => {
      wx.updateAppMessageShareData({ ...cfg, success() {} })
      wx.updateTimelineShareData({ title: cfg.title, link: cfg.link, imgUrl: cfg.imgUrl })
    })
  }, [pathname, cfg?.link])
}
```
坑：iOS 微信的 JSSDK 签名必须用「进入 SPA 的第一个 URL」，Android 用当前 URL。App Router 客户端跳转后 location.href 变了，iOS 签名失败（invalid signature）。signUrl() 在 iOS 上返回 window.__QT_LANDING_URL__（根 layout 的内联脚本在首次加载时记录）。
注意：cfg 对象每次 render 都是新的，依赖只放 link，避免每次渲染重新签名。
""", P, "mixin", "verified",
  assets=["mixins/share.js", "useWxShare"],
  applies_to={"react": "^18", "next": ">=13.4 <15"},
  conditions="公众号 H5 在微信内置浏览器分享。",
  counter="小程序 web-view 内分享由小程序 onShareAppMessage 控制，不适用。",
  source="PR qt-h5#1444", updated="2025-11-14"),

E("exp-qth5-034", "埋点 mixins/track.js 的 PV 上报：useSearchParams 必须包在 Suspense 里", """
背景：mixins/track.js 在 mounted 和 $route 变化时上报 PV（path + query 里的 channel、inviter）。
迁移：根 layout 放一个 <PageViewTracker />，用 usePathname() + useSearchParams() 监听变化。
现象：next build 报错：
  ⨯ useSearchParams() should be wrapped in a suspense boundary at page "/course". Read more: https://nextjs.org/docs/messages/missing-suspense-with-csr-bailout
原因：Next 14.1 起，静态渲染的页面里未包 Suspense 的 useSearchParams 会让整页退化为客户端渲染，构建直接报错。
处理：
```tsx
// app/layout.tsx
<Suspense fallback={null}><PageViewTracker /></Suspense>
```
不要用 experimental.missingSuspenseWithCSRBailout: false 关掉检查，那会让课程详情页整页变成 CSR。
注意：原 mixin 里 beforeRouteLeave 上报停留时长，App Router 没有路由守卫，改成 PageViewTracker 里 useEffect cleanup + visibilitychange。
""", P, "mixin", "verified",
  assets=["mixins/track.js", "PageViewTracker", "useSearchParams"],
  applies_to={"next": ">=14.1 <15"},
  source="PR qt-h5#1452", updated="2025-11-15"),

E("exp-qth5-035", "v-lazy（Vant Lazyload）图片懒加载迁到 antd-mobile Image lazy / next/image", """
背景：main.js 里 Vue.use(Lazyload, { lazyComponent: true, loading: '/img/placeholder.png' })，列表封面 <img v-lazy="cover">。
处理：
- 课程列表封面：antd-mobile <Image src={cover} lazy fit="cover" width={110} height={80} placeholder={<Skeleton />} />，内部用 IntersectionObserver。
- 首屏大图（课程详情头图）：next/image，设置 priority 并配置 images.remotePatterns: [{ protocol: 'https', hostname: 'img.qiantang-edu.com' }]；头图不能懒加载，否则 LCP 变差。
注意：next/image 默认走 /_next/image 优化接口，我们的图片已经在 OSS 做了 ?x-oss-process 缩放，配置自定义 loader 直接拼 OSS 参数，避免 Node 侧再处理图片吃 CPU。
""", P, "directive", "verified",
  assets=["v-lazy", "Lazyload"],
  applies_to={"antd-mobile": "^5", "next": ">=13.4 <15"},
  source="PR qt-h5#1348", updated="2025-10-06"),

E("exp-qth5-036", "【草稿】曝光埋点指令 v-track-exposure 改 ahooks useInViewport", """
v-track-exposure="{ id, type }" 在元素 50% 可见时上报一次。初步改为组件 <Exposure id type>{children}</Exposure>，内部 const [inViewport] = useInViewport(ref, { threshold: 0.5 })，首次为 true 时上报。
检查项：列表中上百个元素各自一个 IntersectionObserver 是否有性能问题；同一元素重复曝光的去重 key；InfiniteScroll 追加数据后旧元素不应重复上报。
""", P, "directive", "candidate",
  assets=["v-track-exposure", "useInViewport"],
  applies_to={"ahooks": "^3"},
  source="Wiki 草稿", updated="2025-12-11"),

E("exp-qth5-037", "动态路由 pages/live/_roomId.vue + validate() 迁到 app/live/[roomId]/page.tsx + notFound()", """
背景：Nuxt 文件路由 pages/live/_roomId.vue，validate({ params }) { return /^\\d+$/.test(params.roomId) }，不通过时 Nuxt 渲染 404。
处理：
```tsx
// app/live/[roomId]/page.tsx
import { notFound } from 'next/navigation'
export default async function LivePage({ params }: { params: { roomId: string } }) {
  if (!/^\\d+$/.test(params.roomId)) notFound()
  const room = await getRoom(params.roomId)
  return <LiveEntry room={room} />
}
```
映射：_roomId → [roomId]；_.vue（catch-all）→ [...slug]；index.vue → page.tsx；this.$route.params → 服务端组件 props.params 或客户端 useParams()。
注意：Next 14 中 params 是普通对象（Next 15 才变成 Promise），升级 15 时要改成 await params。
""", P, "router", "verified",
  assets=["pages/live/_roomId.vue", "validate"], branches=APP,
  applies_to={"next": ">=14 <15"},
  source="PR qt-h5#1440", updated="2025-11-08"),

E("exp-qth5-038", "head() 里的标题与微信分享 meta 迁到 generateMetadata", """
背景：课程详情 head() { return { title: this.course.title + ' - 钱塘教育', meta: [{ hid: 'description', name: 'description', content: ... }, { hid: 'og:image', property: 'og:image', content: cover }] } }。
处理：
```tsx
export async function generateMetadata({ params }): Promise<Metadata> {
  const course = await getCourse(params.id)         // 与 page 中同一请求，fetch 自动去重
  return {
    title: `${course.title} - 钱塘教育`,
    description: course.brief,
    openGraph: { images: [course.cover] },
  }
}
```
根 layout 里 export const metadata = { title: { template: '%s - 钱塘教育', default: '钱塘教育' } }，页面只返回 course.title 即可。
注意：hid 去重机制没有了，同名 meta 由更深层的 segment 覆盖；generateMetadata 只能在服务端组件文件里导出，页面如果标了 'use client' 要先拆出去。
""", P, "router", "verified",
  assets=["head", "generateMetadata"], branches=APP,
  applies_to={"nuxt": "^2.17", "next": ">=14 <15"},
  counter="release/* 分支（pages router）没有 generateMetadata，用 next/head（exp-qth5-039）。",
  source="PR qt-h5#1426", updated="2025-11-05"),

E("exp-qth5-039", "release 分支（pages router）：head() 迁到 next/head", """
release/2026.s1 仍是 Next 13.4 pages router，没有 Metadata API。
处理：pages/course/[id].tsx 中
```tsx
import Head from 'next/head'
<Head>
  <title>{`${course.title} - 钱塘教育`}</title>
  <meta key="description" name="description" content={course.brief} />
  <meta key="og:image" property="og:image" content={course.cover} />
</Head>
```
Nuxt 的 hid 对应 next/head 的 key，用来去重（_app.tsx 里的默认 description 会被页面同 key 的覆盖）。
注意：<title> 里只能有一个字符串子节点，写成 {course.title} - 钱塘教育 会产生多个子节点，控制台报 Warning: A title element received an array with more than 1 element as children，要用模板字符串。
""", P, "router", "verified",
  assets=["head", "next/head"], branches=REL,
  applies_to={"next": ">=13.4 <14"},
  source="PR qt-h5#1298（release 分支）", updated="2025-09-12"),

E("exp-qth5-040", "release 分支（pages router）：asyncData / nuxtServerInit 迁到 getServerSideProps", """
release/2026.s1 是 Next 13.4 pages router，服务端组件不可用。
- asyncData → getServerSideProps：
```tsx
export const getServerSideProps: GetServerSideProps = async ({ params, req }) => {
  const course = await api.getCourse(params!.id as string, { cookie: req.headers.cookie })
  if (!course) return { notFound: true }           // error({ statusCode: 404 })
  return { props: { course } }
}
```
- nuxtServerInit 的全局用户信息：每个页面的 gSSP 通过 withProfile(gssp) 高阶函数取 profile，放进 props.initialState；_app.tsx 里 const store = useMemo(() => makeStore(pageProps.initialState), [])，不要模块级单例（跨请求串号事故见 exp-qth5-005）。
- redirect('/login') → return { redirect: { destination: '/login', permanent: false } }。
注意：props 必须可 JSON 序列化，undefined 字段会报 Error serializing `.course.teacher` returned from `getServerSideProps`，用 null。
""", P, "component", "verified",
  assets=["asyncData", "nuxtServerInit", "getServerSideProps"], branches=REL,
  applies_to={"next": ">=13.4 <14", "@reduxjs/toolkit": "^2"},
  source="PR qt-h5#1290（release 分支）", updated="2025-09-10"),
]

ENTRIES += [
E("exp-qth5-041", "layouts/default.vue 底部 tabbar 迁到路由组 app/(tabs)/layout.tsx + TabBar", """
背景：layouts/default.vue 包含 <nuxt /> 和 <van-tabbar v-model="active" route safe-area-inset-bottom>（首页/选课/学习/我的），详情页用 layout: 'blank'。
处理：
- App Router 用路由组：app/(tabs)/layout.tsx 放 TabBar，app/(tabs)/page.tsx、app/(tabs)/courses/page.tsx…；详情页放在 app/(detail)/course/[id]，不经过 (tabs) 的 layout。括号目录不进入 URL。
- TabBar 高亮：
```tsx
'use client'
const pathname = usePathname(); const router = useRouter()
<TabBar activeKey={'/' + (pathname.split('/')[1] ?? '')} onChange={(k) => router.push(k)} safeArea>
  {tabs.map(t => <TabBar.Item key={t.key} icon={t.icon} title={t.title} />)}
</TabBar>
```
注意：layout 在子路由切换时不会重新挂载（与 Nuxt 的 layout 一致），但 layout 不能拿到 searchParams；van-tabbar 的 route 模式自动高亮，antd-mobile 要自己算 activeKey。
""", P, "router", "verified",
  assets=["layouts/default.vue", "van-tabbar", "TabBar"], branches=APP,
  applies_to={"next": ">=14 <15", "antd-mobile": "^5"},
  source="PR qt-h5#1405", updated="2025-10-30"),

E("exp-qth5-042", "error 布局与 context.error 迁到 error.tsx / not-found.tsx", """
背景：layouts/error.vue 统一展示 404/500，页面里 context.error({ statusCode: 404, message: '课程已下架' })。
处理：
- 404：服务端组件里调用 notFound()，由最近的 not-found.tsx 渲染；「课程已下架」这种业务空态不要走 404，直接渲染 <ErrorBlock status="empty" title="课程已下架" />（HTTP 仍是 200，微信分享卡片不会失效）。
- 500：app/error.tsx 必须是客户端组件：
```tsx
'use client'
export default function Error({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => { reportError(error) }, [error])
  return <ErrorBlock status="default" title="页面出错了"><Button onClick={reset}>重试</Button></ErrorBlock>
}
```
- 根 layout 自身的错误需要 app/global-error.tsx（要自己写 <html><body>）。
注意：生产环境服务端错误传到 error.tsx 时 message 被替换成通用文案，只保留 digest，排查用 digest 去服务端日志查。
""", P, "router", "verified",
  assets=["layouts/error.vue", "context.error"], branches=APP,
  applies_to={"next": ">=14 <15"},
  source="PR qt-h5#1409", updated="2025-11-02"),

E("exp-qth5-043", "watchQuery 迁移：切 tab 改 URL 参数后数据不刷新", """
背景：我的订单页 watchQuery: ['status']，URL 上 ?status=unpaid 变化时 Nuxt 重新执行 asyncData。
现象：迁移后 router.push('/order?status=paid')，URL 变了，列表还是旧的。
原因：页面是服务端组件读 searchParams，但列表部分被做成了客户端组件并在 useState(initialList) 里缓存了首屏数据，之后 props 变化不会重置 state。
处理二选一：
1. 列表完全由服务端组件根据 searchParams 渲染，客户端组件不缓存 props：需要时给客户端组件加 key={searchParams.status} 强制重置。
2. 列表改为客户端 SWR：const status = useSearchParams().get('status') ?? 'all'; useSWR(['/order/list', status], fetcher)，key 变化自动重新请求；外层要包 Suspense（见 exp-qth5-034）。
我们订单页用了方案 2，切换 tab 用 router.replace 避免历史栈堆积。
""", P, "router", "verified",
  assets=["watchQuery", "pages/order/index.vue"], branches=APP,
  applies_to={"next": ">=14 <15", "swr": "^2"},
  source="PR qt-h5#1458", updated="2025-11-17"),

E("exp-qth5-044", "列表页返回保留滚动位置（替代 keep-alive）：SWR 缓存 + sessionStorage 记录 scrollTop", """
背景：Nuxt 里 <nuxt keep-alive :keep-alive-props="{ include: ['CourseList'] }" />，选课列表进详情再返回，列表数据、筛选条件、滚动位置都在。
现状方案：Next 没有 keep-alive。
- 数据：列表用 useSWRInfinite，返回时命中缓存，不重新请求（revalidateOnMount 仍会后台校验）；筛选条件放 URL searchParams。
- 滚动：列表滚动容器 onScroll 节流写 sessionStorage['scroll:/courses?grade=3']，页面 mount 且数据就绪后 requestAnimationFrame 里恢复；history.scrollRestoration = 'manual'。
待验证：useSWRInfinite 的 size 在返回时是否保持（依赖 persistSize 和缓存 key），安卓微信返回时偶发回到顶部，原因未定位。上线前请在自己的列表页回归。
""", P, "component", "review_required",
  assets=["keep-alive", "CourseList"],
  applies_to={"swr": "^2", "next": ">=14 <15"},
  source="PR qt-h5#1471", updated="2025-11-25"),

E("exp-qth5-045", "【已废弃】用 react-activation 的 KeepAlive 模拟 keep-alive", """
曾尝试 react-activation 的 <AliveScope> + <KeepAlive name="CourseList">。问题：与 React 18 StrictMode 下的双重 effect 不兼容，缓存组件内 useEffect 清理时机错乱；App Router 的 layout/template 结构下 AliveScope 位置无处安放，服务端组件无法被缓存。
结论：放弃，改用 exp-qth5-044 的 SWR 缓存 + 滚动恢复方案。
""", P, "component", "deprecated",
  assets=["keep-alive", "react-activation", "KeepAlive"],
  source="spike PR qt-h5#1402（关闭）；superseded by exp-qth5-044", updated="2025-11-25"),

E("exp-qth5-046", "直播 SDK 插件 plugins/qt-live.client.js 迁到 next/dynamic({ ssr: false })", """
背景：nuxt.config.js plugins: [{ src: '~/plugins/qt-live.client.js', mode: 'client' }]，插件里 import QtLive from '@qt/live-sdk'（内部依赖 TRTC Web SDK，模块顶层访问 window、navigator.mediaDevices），inject('live', ...)。
现象：迁移后在 LiveEntry 里直接 import，next build 报 ReferenceError: window is not defined（服务端预渲染时执行了 SDK 模块顶层代码）。
处理：
```tsx
// app/live/[roomId]/LivePlayerLazy.tsx
'use client'
import dynamic from 'next/dynamic'
export const LivePlayer = dynamic(() => import('./LivePlayer'), { ssr: false, loading: () => <DotLoading /> })
```
LivePlayer.tsx 里再 import '@qt/live-sdk'。SDK 初始化在 useEffect 中做，cleanup 里 player.destroy()。
注意：ssr: false 必须写在 'use client' 文件里（服务端组件里写不起作用）；<script> 形式的 SDK（如 aliplayer CDN）用 next/script strategy="afterInteractive" + onReady。
""", P, "plugin", "verified",
  assets=["plugins/qt-live.client.js", "LivePlayer", "@qt/live-sdk"],
  applies_to={"next": ">=13.4 <15", "react": "^18"},
  source="PR qt-h5#1441", updated="2025-11-08"),

E("exp-qth5-047", "E_ORDER_409 重复下单：跳转到已存在的待支付订单", """
背景：/order/create 在同一家长同一课程有未支付订单时返回 HTTP 409 + { code: 'E_ORDER_409', message: '存在未支付订单', data: { orderNo } }。Nuxt 时代 axios 插件统一 Toast「存在未支付订单」，用户得自己去「我的订单」找。
处理：
```ts
const res = await dispatch(createOrder(arg))
if (createOrder.rejected.match(res) && res.payload?.code === 'E_ORDER_409') {
  router.replace(`/pay?orderNo=${res.payload.data.orderNo}`)   // 直接去支付已存在订单
  return
}
```
前提是 thunk 用 rejectWithValue 透传了 data（exp-qth5-008），否则 orderNo 会丢。
注意：拼团订单的 409 含义不同（已参团），data 里是 groupId，跳拼团详情而不是支付页；判断 res.payload.data.groupId 是否存在。双击提交导致的 409 在按钮上加 loading 防抖。
""", P, "other", "verified",
  assets=["E_ORDER_409", "createOrder"],
  applies_to={"@reduxjs/toolkit": "^2"},
  source="PR qt-h5#1470", updated="2025-11-24"),

E("exp-qth5-048", "E_ORDER_402 优惠券失效：刷新券列表并重新算价", """
背景：提交订单时券已过期/已被其他订单占用，返回 { code: 'E_ORDER_402', message: '优惠券不可用', data: { couponId } }。
处理：不弹通用 Toast，改为：
1. Dialog.alert({ content: '所选优惠券已失效，已为你重新计算价格' })；
2. mutate(['/coupon/available', courseId]) 刷新可用券（SWR），dispatch(checkoutSlice.actions.clearCoupon())；
3. 重新请求 /order/price 算价，用户确认后再提交。
注意：不要自动帮用户换一张券直接提交，法务要求价格变化必须让用户再次确认。
""", P, "other", "verified",
  assets=["E_ORDER_402", "checkoutSlice"],
  applies_to={"swr": "^2", "@reduxjs/toolkit": "^2"},
  source="PR qt-h5#1473", updated="2025-11-26"),

E("exp-qth5-049", "E_ORDER_410 拼团已满或已过期：引导单独购买或开新团", """
背景：参团下单时团已满员/已到期，返回 { code: 'E_ORDER_410', data: { reason: 'FULL' | 'EXPIRED', singlePriceFen } }。
处理：弹 ActionSheet 式选择（或 Dialog.show 多按钮）：「以 ¥{formatYuan(singlePriceFen)} 单独购买」「我来开新团」；开新团调用 /groupbuy/open 后跳新团详情，并用 useWxShare 更新分享链接到新 groupId。
注意：拼团详情页本身的人数/状态不能缓存（exp-qth5-077），否则用户看到「还差 1 人」点进去才 410。
""", P, "other", "verified",
  assets=["E_ORDER_410", "pages/groupbuy/_groupId.vue"],
  applies_to={"antd-mobile": "^5"},
  source="PR qt-h5#1475", updated="2025-11-27"),

E("exp-qth5-050", "E_AUTH_401 登录过期：单飞刷新 token，SWR 不对 401 重试", """
现象：token 过期后首页 5 个 useSWR 同时 401，SWR 默认 onErrorRetry 指数退避重试，每个请求又各自触发刷新 token，/auth/refresh 被打了十几次，refresh token 轮换后互相覆盖，最终被踢下线。
处理：
- lib/http.ts 响应拦截器遇到 code === 'E_AUTH_401'：用模块级 refreshing Promise 单飞（已有刷新中就 await 同一个 Promise），刷新成功后重放原请求；刷新失败跳登录。
- SWRConfig 全局：
```tsx
<SWRConfig value={{
  onErrorRetry: (err, key, config, revalidate, { retryCount }) => {
    if (err.code === 'E_AUTH_401' || err.status === 404) return  // 不重试
    if (retryCount >= 3) return
    setTimeout(() => revalidate({ retryCount }), 2000 * (retryCount + 1))
  },
}}>
```
注意：服务端组件里 401 不能刷新（cookie 是 httpOnly 且在服务端无法 set 后继续渲染），直接 redirect('/login')。
""", P, "other", "verified",
  assets=["E_AUTH_401", "lib/http.ts", "SWRConfig"],
  applies_to={"swr": "^2", "axios": ">=0.27 <2"},
  source="Incident 2025-11-09 刷新风暴, PR qt-h5#1447", updated="2025-11-10"),

E("exp-qth5-051", "E_LIVE_403 未报名/试听课已过期：进直播间前引导续报或预约试听", """
背景：进入直播间 /live/enter 返回 { code: 'E_LIVE_403', data: { reason: 'NOT_ENROLLED' | 'TRIAL_EXPIRED' | 'RENEW_REQUIRED', courseId } }。原 Nuxt 页面只显示「无权限」。
处理：app/live/[roomId]/page.tsx 服务端组件里先调 /live/check：
- NOT_ENROLLED → 渲染「预约试听课」卡片，跳 /trial/book?courseId=；
- TRIAL_EXPIRED → 「试听已结束，立即报名正价课」；
- RENEW_REQUIRED（课时用完）→ 续报入口 + 班主任企微卡片（AdvisorCard）。
注意：检查在服务端完成，避免先加载直播 SDK（几 MB）再被拒；同一接口在老师端含义不同，不要复用这段逻辑。
""", P, "other", "verified",
  assets=["E_LIVE_403", "pages/live/enter.vue"], branches=APP,
  applies_to={"next": ">=14 <15"},
  source="PR qt-h5#1480", updated="2025-11-28"),

E("exp-qth5-052", "E_HW_413 作业图片过大：上传前压缩到 2000px / 0.8", """
背景：OSS 直传签名限制单张 5MB，超出时业务网关返回 { code: 'E_HW_413' }。新款手机原图 8-12MB，家长频繁失败。
处理：ImageUploader 的 beforeUpload 里用 browser-image-compression 压缩：
```ts
import imageCompression from 'browser-image-compression'
beforeUpload: (file) => imageCompression(file, { maxSizeMB: 2, maxWidthOrHeight: 2000, initialQuality: 0.8, useWebWorker: true })
```
HEIC（iOS 相册部分格式）先在 accept="image/jpeg,image/png" 限制，系统会自动转 JPEG。
注意：作业批改需要看清手写字迹，老师端反馈 maxWidthOrHeight 低于 1600 时小字模糊，不要再调低；Web Worker 在部分安卓微信 X5 内核不可用，useWebWorker 失败会自动回退主线程。
""", P, "other", "verified",
  assets=["E_HW_413", "HomeworkUploader"],
  applies_to={"antd-mobile": "^5"},
  source="PR qt-h5#1416", updated="2025-11-11"),

E("exp-qth5-053", "SWR 2：数组 key 的 fetcher 只收到一个参数", """
现象：useSWR(['/course/list', grade], (url, g) => http.get(url, { params: { grade: g } }))，升级 SWR 2 后 grade 变成 undefined，请求不带年级参数。
原因：SWR 2.0 改变了 fetcher 签名：key 为数组时，fetcher 接收整个数组作为唯一参数，不再展开。
处理：
```ts
useSWR(['/course/list', grade], ([url, g]) => http.get(url, { params: { grade: g } }).then(r => r.data))
```
注意：key 数组里放对象（{ grade, page }）时，SWR 2 会做稳定序列化比较，不再需要 JSON.stringify；但对象里不要放函数或 Date。
""", P, "other", "verified",
  assets=["useSWR", "fetcher"],
  applies_to={"swr": ">=2 <3"},
  source="PR qt-h5#1362", updated="2025-10-12"),

E("exp-qth5-054", "【已废弃】SWR 1 多参数 fetcher 写法 (url, ...args)", """
旧 spike 用 SWR 1.3，fetcher 写成 (url, grade, page) => ...，key 写成 ['/course/list', grade, page]。
已被 exp-qth5-053 取代：SWR 2 起 fetcher 只接收一个参数（整个 key），本写法会导致参数丢失。
""", P, "other", "deprecated",
  assets=["useSWR", "fetcher"],
  applies_to={"swr": "^1"},
  source="superseded by exp-qth5-053", updated="2025-10-12"),

E("exp-qth5-055", "提交作业 Vuex action 改 useSWRMutation（trigger / isMutating）", """
背景：store/homework.js 的 actions.submit 提交作业后 dispatch('fetchDetail') 刷新详情，组件用 mapState('homework', ['submitting'])。
处理：
```tsx
const { trigger, isMutating } = useSWRMutation(`/homework/${id}/submit`,
  (url, { arg }: { arg: SubmitArg }) => http.post(url, arg).then(r => r.data))
const { mutate } = useSWR(`/homework/${id}`, fetcher)
const onSubmit = async (v) => {
  await trigger(v)
  await mutate()          // 对应 dispatch('fetchDetail')
}
<Button loading={isMutating} onClick={...}>提交作业</Button>
```
注意：useSWRMutation 的 fetcher 第二个参数是 { arg }，不是直接传参；trigger 出错会 throw，需要 try/catch（或 throwOnError: false 后看 error）。提交中状态不再需要放全局 store。
""", P, "store", "verified",
  assets=["store/homework.js", "useSWRMutation"],
  applies_to={"swr": ">=2 <3", "vuex": "^3"},
  source="PR qt-h5#1421", updated="2025-11-13"),

E("exp-qth5-056", "从微信支付返回后订单状态重复请求：支付页关闭 revalidateOnFocus", """
现象：支付结果页 /pay/result 用 useSWR 轮询订单状态，用户从微信支付收银台返回（页面 visibilitychange → visible）时 SWR 自动 revalidate，叠加轮询，支付成功的 Toast 和「恭喜报名成功」弹窗出现两次，埋点重复上报支付成功。
原因：SWR 默认 revalidateOnFocus: true，页面重新可见就重新请求；我们的成功副作用写在 useEffect([data]) 里，两次返回对象引用不同。
处理：
```ts
useSWR(['/order/status', orderNo], fetcher, {
  revalidateOnFocus: false,
  refreshInterval: (d) => (d?.status === 'PAID' ? 0 : 1500),   // 支付完成停止轮询
  dedupingInterval: 1000,
})
```
成功副作用用 ref 标记只执行一次（或依赖 data?.status 而不是 data）。
""", P, "other", "verified",
  assets=["pages/pay/result.vue", "useSWR"],
  applies_to={"swr": "^2"},
  source="PR qt-h5#1483", updated="2025-11-29"),

E("exp-qth5-057", "Vuex 模块拆分原则：服务端数据交给 SWR，纯客户端状态放 RTK", """
原 Vuex 里混着两类东西：接口数据缓存（courseList、orderList、homeworkDetail）和客户端状态（购物车勾选、结算页选中的券、当前孩子、直播间 UI 状态）。
约定：
- 有服务端来源、需要失效/重新请求的 → SWR（服务端组件首屏直出 + SWRConfig fallback 注水）。
- 跨页面共享、没有服务端来源的 → RTK slice。
- 单页面内的 → useState/useReducer，不要进全局。
判断口诀：「刷新页面后能从接口恢复的，就不是 Redux 的」。
迁移时按模块清单逐个标注，store/course.js、store/order.js 的列表部分已删除，只保留 createOrder thunk。
""", P, "store", "verified",
  assets=["store/course.js", "store/order.js", "store/cart.js"],
  applies_to={"swr": "^2", "@reduxjs/toolkit": "^2"},
  source="架构评审 2025-10-11 纪要", updated="2025-10-11"),

E("exp-qth5-058", "微信 JSAPI 支付页 pages/pay/index.vue 迁移：支付目录与 WeixinJSBridge", """
背景：pages/pay/index.vue 调 /pay/jsapi 拿签名参数，WeixinJSBridge.invoke('getBrandWCPayRequest', params, res => { if (res.err_msg === 'get_brand_wcpay_request:ok') ... })。
坑：
1. 微信商户平台配置的 JSAPI 支付目录是 https://h5.qiantang-edu.com/pay/，Next 默认 trailingSlash: false，页面 URL 是 /pay?orderNo=，当前目录被判定为 https://h5.qiantang-edu.com/，报「当前页面的URL未注册」。处理：支付页放到 app/pay/checkout/page.tsx，URL /pay/checkout，目录匹配 /pay/。
2. WeixinJSBridge 需等 WeixinJSBridgeReady 事件，客户端组件里：if (typeof WeixinJSBridge === 'undefined') document.addEventListener('WeixinJSBridgeReady', invoke, false) else invoke()。
3. iOS 上支付目录按「进入 SPA 的第一个 URL」判断（同 JSSDK 签名问题，见 exp-qth5-033），从首页客户端跳转到支付页会失败：进支付页用 window.location.href 整页跳转。
注意：res.err_msg 为 ok 只代表前端返回成功，订单状态必须以后端查询为准（结果页轮询，exp-qth5-056）。
""", P, "component", "verified",
  assets=["pages/pay/index.vue", "WeixinJSBridge", "getBrandWCPayRequest"],
  applies_to={"next": ">=13.4 <15"},
  conditions="在微信内置浏览器中使用微信 JSAPI 支付。",
  counter="非微信浏览器（系统浏览器、支付宝内打开）不适用：H5 支付走 mweb_url 跳转或支付宝 H5 支付，流程完全不同。",
  source="PR qt-h5#1460", updated="2025-11-18"),

E("exp-qth5-059", "UA 判断（$isWechat）在 render 中用 navigator 导致 hydration 报错", """
背景：Nuxt 插件 plugins/ua.js 在服务端从 req.headers['user-agent']、客户端从 navigator.userAgent 计算 isWechat，inject('isWechat')，模板 v-if="$isWechat" 显示「点击右上角分享」引导。
现象：迁移后组件里 const isWechat = /MicroMessenger/i.test(navigator.userAgent)，服务端 navigator 不存在被 typeof 兜底成 false，微信里打开报 Hydration failed because the initial UI does not match what was rendered on the server。
处理：UA 在服务端判断并作为 props 下传，两端一致：
```tsx
// app/layout.tsx（服务端组件）
import { headers } from 'next/headers'
const ua = headers().get('user-agent') ?? ''
<UAProvider value={{ isWechat: /MicroMessenger/i.test(ua), isIOS: /iPhone|iPad/i.test(ua) }}>
```
客户端组件 useUA() 读 Context。
注意：调用 headers() 会使整条路由变成动态渲染；只在需要 UA 的 layout 调用，静态的课程介绍页不要用，改为 mount 后客户端判断并接受一次重渲染。
""", P, "plugin", "verified",
  assets=["plugins/ua.js", "$isWechat", "useUA"], branches=APP,
  applies_to={"next": ">=14 <15", "react": "^18"},
  source="PR qt-h5#1433", updated="2025-11-07"),

E("exp-qth5-060", "【已废弃】在 <body> 上加 suppressHydrationWarning 压掉 hydration 报错", """
迁移初期为了让页面先跑起来，根 layout 写了 <body suppressHydrationWarning>，并在 Sentry 过滤了 hydration 报错。
废弃原因：suppressHydrationWarning 只对该元素自身的属性/文本生效，不影响子树，实际压不住大部分错误；并且掩盖了时区、UA、localStorage 等真实问题，导致整页降级为客户端渲染未被发现。
现在的做法：逐个修复（见 exp-qth5-003、004、032、059 和排查手册 exp-qth5-079），只允许在 <html> 上为主题脚本加 suppressHydrationWarning。
""", P, "other", "deprecated",
  assets=["suppressHydrationWarning"],
  source="superseded by exp-qth5-079", updated="2025-11-20"),

E("exp-qth5-061", "作业批改结果页 HomeworkMarkCanvas：canvas 批注层迁到 useRef + useEffect", """
背景：pages/homework/_id/result.vue 里 HomeworkMarkCanvas 组件在 mounted 中按老师批注数据（对勾、圈、文字评语坐标）在作业照片上画 canvas，watch 图片切换重画。
处理：
```tsx
'use client'
export function HomeworkMarkCanvas({ img, marks }: Props) {
  const ref = useRef<HTMLCanvasElement>(null)
  useEffect(() => {
    const c = ref.current!; const dpr = window.devicePixelRatio || 1
    const image = new Image(); image.crossOrigin = 'anonymous'; image.src = img
    let cancelled = false
    image.onload = () => {
      if (cancelled) return
      c.width = image.width * dpr; c.height = image.height * dpr
      const ctx = c.getContext('2d')!; ctx.scale(dpr, dpr)
      ctx.drawImage(image, 0, 0); drawMarks(ctx, marks, image.width / img_w(marks))
    }
    return () => { cancelled = true }
  }, [img, marks])
  return <canvas ref={ref} style={{ width: '100%' }} />
}
```
注意：Vue 的 beforeDestroy 里释放对应 effect cleanup；快速左右切换作业照片时旧图 onload 晚到会画错，必须用 cancelled 标记；OSS 图片要开 CORS，否则 toDataURL 保存图片报 tainted canvas。
""", P, "component", "verified",
  assets=["HomeworkMarkCanvas", "pages/homework/_id/result.vue"],
  applies_to={"react": "^18"},
  source="PR qt-h5#1450", updated="2025-11-15"),

E("exp-qth5-062", "续报页优惠券列表 van-coupon-list：antd-mobile 无对应，自建 CouponList", """
背景：续报页（pages/renew/index.vue）结算时用 <van-coupon-cell> + <van-coupon-list :coupons :chosen-coupon :disabled-coupons @change @exchange>，支持兑换码。
现状：antd-mobile 没有优惠券组件，自建 CouponList：Popup + Tabs（可用/不可用）+ 卡片列表 + Radio 选择 + 底部兑换码 Input。数据结构沿用 van-coupon-list 的 { id, name, condition, value（分）, startAt, endAt, reason }。
待确认：续报专属券（老生续报 8 折）与普通券叠加规则在前端的禁用逻辑仍在和产品确认；兑换成功后自动选中新券的交互未评审。使用前与负责人 @chenxi 确认。
""", P, "component", "review_required",
  assets=["van-coupon-list", "van-coupon-cell", "CouponList", "pages/renew/index.vue"],
  applies_to={"vant": "^2.12", "antd-mobile": "^5"},
  source="PR qt-h5#1486（草稿）", updated="2025-12-03"),

E("exp-qth5-063", "班主任企微名片 AdvisorCard：二维码长按识别在 ImageViewer 里失效", """
背景：AdvisorCard 展示班主任头像、企业微信二维码，家长长按识别加好友。Vant 版本点击二维码用 ImagePreview 放大，长按可识别。
现象：迁到 antd-mobile 后放大用 ImageViewer，在 iOS 微信里长按没有「识别图中二维码」菜单。
原因：ImageViewer 的图片上绑定了手势（@use-gesture 拖拽/缩放），并设置了 user-select/touch-callout 相关样式，系统长按菜单被拦截。
处理：二维码不进 ImageViewer，直接渲染足够大的原生 <img>（宽 200px），样式 -webkit-touch-callout: default; 不要放在带 onClick/手势的容器里；需要放大时用 Popup 包原生 img。
注意：二维码图片必须是 <img> 不能是 background-image 或 canvas；企微「联系我」二维码有有效期，由接口每次下发，不要缓存到 localStorage。
""", P, "component", "verified",
  assets=["AdvisorCard", "ImageViewer"],
  applies_to={"antd-mobile": "^5"},
  source="PR qt-h5#1462", updated="2025-11-20"),

E("exp-qth5-064", "试听课预约 TrialBookingForm：van-datetime-picker 迁到 DatePicker", """
背景：TrialBookingForm 用 <van-datetime-picker v-model="time" type="datetime" :min-date="minDate" :max-date="maxDate" :filter="filter" :formatter="formatter" />，只能约未来 7 天、9:00-20:30、每 30 分钟一个时段。
处理：
```tsx
<DatePicker
  visible={visible} onClose={() => setVisible(false)}
  precision="minute"
  min={dayjs().add(1, 'hour').toDate()} max={dayjs().add(7, 'day').toDate()}
  filter={{ hour: (h) => h >= 9 && h <= 20, minute: (m) => m % 30 === 0 }}
  renderLabel={(type, v) => (type === 'day' ? `${v}日` : v)}
  onConfirm={(d) => form.setFieldValue('trialAt', d)}
/>
```
对应：type="datetime" → precision="minute"；min-date/max-date → min/max；filter(type, options) → filter 按列的函数对象；formatter → renderLabel。
注意：20:30 之后的时段要在 filter 里结合已选 hour 判断；DatePicker 没有 v-model，value/onConfirm 受控；服务端返回的可约时段（老师排班）优先于前端规则。
""", P, "component", "verified",
  assets=["TrialBookingForm", "van-datetime-picker", "DatePicker"],
  applies_to={"vant": "^2.12", "antd-mobile": "^5"},
  source="PR qt-h5#1437", updated="2025-11-07"),

E("exp-qth5-065", "van-area 省市区选择迁到 CascadePicker（@vant/area-data 转换）", """
背景：教材邮寄地址用 <van-area :area-list="areaList" :columns-num="3" @confirm>，数据来自 @vant/area-data 的 province_list/city_list/county_list（code → name 映射）。
处理：写 toCascadeOptions(areaList) 转成 antd-mobile 的 [{ label, value, children }] 树（按 code 前缀 2/4 位归组），再用 <CascadePicker options={options} visible onConfirm={(val, ext) => ...} />；选择器很长时改用 CascaderView 放在 Popup 里。
注意：@vant/area-data 可以继续保留（与 Vant 解耦，只是数据包）；转换结果 useMemo 或模块级缓存，3000+ 节点每次 render 重算会卡；CascadePicker 的 value 是 code 数组，提交后端时需要 name 的话从 ext.items 取。
""", P, "component", "verified",
  assets=["van-area", "CascadePicker", "@vant/area-data"],
  applies_to={"vant": "^2.12", "antd-mobile": "^5"},
  source="PR qt-h5#1395", updated="2025-10-27"),

E("exp-qth5-066", "van-picker（年级选择）迁到 Picker：columns 二维数组、value 是数组", """
Vant：<van-picker :columns="['一年级', ...]" :default-index="2" show-toolbar @confirm="onConfirm" />，onConfirm(value, index)。
antd-mobile：<Picker columns={[grades.map(g => ({ label: g.name, value: g.id }))]} value={[gradeId]} onConfirm={(v) => setGradeId(v[0])} />。
要点：columns 永远是二维（单列也要包一层）；value 是数组；default-index 没有，用 value 受控。命令式场景可以 const v = await Picker.prompt({ columns })，取消时返回 null。
注意：Vant 的 @change 在滚动中触发，antd-mobile 的 onSelect 同样在滚动停止后触发，联动逻辑（选年级后刷新科目）不要放 onSelect，放 onConfirm。
""", P, "component", "verified",
  assets=["van-picker", "Picker"],
  applies_to={"vant": "^2.12", "antd-mobile": "^5"},
  source="PR qt-h5#1396", updated="2025-10-27"),

E("exp-qth5-067", "【草稿】直播间 store/live.js 的 WebSocket 消息迁到 RTK createListenerMiddleware", """
store/live.js 在 actions.connect 里建 WebSocket，onmessage commit 点赞数、在线人数、老师发题。
草案：socket 连接放在直播页 useEffect 中，消息 dispatch(liveSlice.actions.received(msg))；「老师发题后 3 秒自动弹答题卡」这类副作用用 createListenerMiddleware().startListening({ actionCreator: received, effect: async (action, api) => { await api.delay(3000); ... } })。
检查项：离开直播页必须 close socket 并 dispatch(reset())；StrictMode 下 effect 双执行会建两条连接；点赞消息高频，reducer 里合并计数，避免每条消息触发渲染。
""", P, "store", "candidate",
  assets=["store/live.js", "createListenerMiddleware"],
  applies_to={"@reduxjs/toolkit": "^2"},
  source="Wiki 草稿 by @zhaoyu", updated="2025-12-12"),

E("exp-qth5-068", "vuex-persistedstate 迁移：不用 PersistGate，客户端 mount 后手动恢复", """
背景：Nuxt 插件 plugins/persist.client.js 用 vuex-persistedstate 持久化 cart、checkout.selectedCouponId 到 localStorage。
尝试：redux-persist + <PersistGate>，服务端渲染时 PersistGate 的 loading 为 null，首屏 HTML 为空，SEO 和首屏全部丢失。
当前方案：StoreProvider 创建 store 后，在 useEffect 里 store.dispatch(cartSlice.actions.hydrate(readLS('cart')))，store.subscribe 节流写回 localStorage。首帧显示服务端状态（空购物车），mount 后出现数据。
待评审：购物车角标首帧从 0 跳到 N 的闪动产品是否接受；多标签页同步（storage 事件）未实现。
""", P, "store", "review_required",
  assets=["vuex-persistedstate", "plugins/persist.client.js"],
  applies_to={"@reduxjs/toolkit": "^2", "next": ">=14 <15"},
  source="PR qt-h5#1469", updated="2025-11-24"),

E("exp-qth5-069", "publicRuntimeConfig / $config 迁移：NEXT_PUBLIC_ 前缀是构建期替换", """
背景：nuxt.config.js publicRuntimeConfig: { apiBase: process.env.API_BASE, cdn: process.env.CDN }，同一个镜像在 test/staging/prod 通过环境变量切换。
坑：迁移后写成 process.env.NEXT_PUBLIC_API_BASE，测试镜像推到生产后客户端仍请求测试接口——NEXT_PUBLIC_ 变量在 next build 时被内联进客户端 bundle，运行时改环境变量无效。App Router 也不支持 publicRuntimeConfig。
处理：
- 每个环境单独构建（CI 里 build 前注入 .env.production），镜像 tag 带环境名；
- 或者不用 NEXT_PUBLIC_，由根 layout（服务端组件，运行时读 process.env.API_BASE）把配置通过 <ConfigProvider value={{ apiBase }}> 传给客户端。
我们选了后者，一次构建多环境部署。
注意：服务端专用变量（QT_API_INNER、签名密钥）绝对不要加 NEXT_PUBLIC_ 前缀。
""", P, "build", "verified",
  assets=["publicRuntimeConfig", "$config", "nuxt.config.js"],
  applies_to={"nuxt": "^2.17", "next": ">=13.4 <15"},
  source="Incident 2025-10-14 生产请求测试环境, PR qt-h5#1368", updated="2025-10-14"),

E("exp-qth5-070", "build.publicPath CDN 前缀迁到 assetPrefix", """
背景：nuxt.config.js build.publicPath: 'https://cdn.qiantang-edu.com/qt-h5/_nuxt/'，静态资源上传 OSS 走 CDN。
处理：next.config.js assetPrefix: process.env.CDN_PREFIX（如 https://cdn.qiantang-edu.com/qt-h5），构建后把 .next/static 上传到 OSS 的 qt-h5/_next/static/ 目录。
注意：assetPrefix 只影响 /_next/static，不影响 public/ 目录下的文件，public 里的分享默认图要写完整 CDN 地址；Nuxt 与 Next 灰度并存期间 /_nuxt 和 /_next 两套资源目录共存，nginx 不要把 /_next 转给 Nuxt 服务；CDN 回源要允许 CORS（next/font 字体跨域）。
""", P, "build", "verified",
  assets=["build.publicPath", "assetPrefix"],
  applies_to={"next": ">=13.4 <15"},
  source="PR qt-h5#1331", updated="2025-09-26"),

E("exp-qth5-071", "【草稿】单测从 @vue/test-utils 迁到 @testing-library/react + next/jest", """
jest.config.js 改为 const createJestConfig = nextJest({ dir: './' })，testEnvironment: 'jsdom'。shallowMount/mount → render + screen.getByRole；wrapper.vm.xxx 直接读实例属性的断言全部改成断言 DOM。
检查项：async 服务端组件无法用 RTL 渲染，抽出纯函数测数据逻辑，页面用 Playwright 做 E2E；antd-mobile 组件依赖 ResizeObserver/IntersectionObserver，jsdom 里要 polyfill；useRouter/usePathname 需要 jest.mock('next/navigation')。
""", P, "test", "candidate",
  assets=["jest.config.js", "@vue/test-utils"],
  applies_to={"next": ">=14 <15"},
  source="Wiki 草稿", updated="2025-12-09"),

E("exp-qth5-072", "van-submit-bar（价格单位是分）迁移：自建 SubmitBar + SafeArea", """
背景：下单页 <van-submit-bar :price="totalFen" button-text="提交订单" :loading="submitting" safe-area-inset-bottom @submit="onSubmit">，注意 van-submit-bar 的 price 单位是「分」，组件内部除以 100 展示。
处理：antd-mobile 没有 SubmitBar，自建：
```tsx
<div className={styles.bar}>
  <span>合计：<b>¥{formatYuan(totalFen)}</b></span>
  <Button color="danger" shape="rounded" loading={submitting} onClick={onSubmit}>提交订单</Button>
</div>
<SafeArea position="bottom" />
```
坑：迁移第一版把 totalFen 直接当元展示，拼团价显示成 ¥9900（实际 99 元），测试环境才发现——凡是从 van-submit-bar/van-coupon 迁移的金额都要检查单位。
注意：safe-area-inset-bottom 对应 <SafeArea position="bottom" />，需要 viewport 设置 viewport-fit=cover（app/layout.tsx 里 export const viewport = { viewportFit: 'cover' }）。
""", P, "component", "verified",
  assets=["van-submit-bar", "SubmitBar", "SafeArea"],
  applies_to={"vant": "^2.12", "antd-mobile": "^5"},
  source="PR qt-h5#1392", updated="2025-10-26"),

E("exp-qth5-073", "release 分支 antd-mobile 5.28：Popup 内 InfiniteScroll 打开即连续触发 loadMore", """
现象（仅 release/2026.s1，antd-mobile 5.28.1）：「选择上课时段」Popup 内的 InfiniteScroll，Popup 打开动画过程中连续触发 loadMore 把所有分页一次拉完。feat 分支（5.36）未复现。
分析：打开动画期间 Popup 内容高度为 0，InfiniteScroll 判断已到底部。
处理（release 分支暂不能升级 antd-mobile）：
- Popup afterShow 之后再渲染 InfiniteScroll：const [ready, setReady] = useState(false); <Popup afterShow={() => setReady(true)} afterClose={() => setReady(false)}>{ready && <InfiniteScroll .../>}</Popup>；
- 列表容器给 min-height。
注意：release 分支合回 main 时删除这段绕过代码，main 上的 antd-mobile 版本没有这个现象。
""", P, "component", "verified",
  assets=["InfiniteScroll", "Popup"], branches=REL,
  applies_to={"antd-mobile": ">=5.28 <5.30"},
  source="PR qt-h5#1301（release 分支）", updated="2025-09-15"),

E("exp-qth5-074", "Replacing Nuxt <client-only> in the App Router: dynamic(..., { ssr: false }) only inside a Client Component", """
Background: several Nuxt pages wrap browser-only widgets in <client-only placeholder="Loading..."> (the poster generator using html2canvas, the signature pad on the homework page).
What went wrong: in the first migration pass we wrote `const Poster = dynamic(() => import('./Poster'), { ssr: false })` at the top of a Server Component page. It did not prevent server rendering of the module: the build still evaluated html2canvas and failed with "ReferenceError: document is not defined".
Fix: put the dynamic() call in a file marked 'use client' and import that wrapper from the page:
```tsx
// PosterLazy.tsx
'use client'
import dynamic from 'next/dynamic'
export const Poster = dynamic(() => import('./Poster'), { ssr: false, loading: () => <Skeleton.Paragraph /> })
```
For small widgets that only need `window`, skip dynamic() and use a `useIsClient()` hook (useSyncExternalStore with getServerSnapshot returning false) and render the placeholder until mounted.
Notes: the placeholder prop of <client-only> maps to the `loading` option. Keep the placeholder the same size as the widget to avoid layout shift.
""", P, "component", "verified",
  assets=["client-only", "next/dynamic"], branches=APP,
  applies_to={"next": ">=14 <15"},
  source="PR qt-h5#1455 (contractor: @m.evans)", updated="2025-11-16"),

E("exp-qth5-075", "Vant Notify has no antd-mobile counterpart: use a top NoticeBar or Toast", """
Background: the order and live-class pages call `Notify({ type: 'warning', message: 'Class starts in 5 minutes', duration: 3000 })` for a banner that slides in from the top.
antd-mobile 5 has no Notify. What we use:
- Transient message: `Toast.show({ content, position: 'top', duration: 3000 })`.
- Persistent banner (network weak, class about to start): `<NoticeBar content="Class starts in 5 minutes" color="alert" closeable />` rendered at the top of the page layout, controlled by a small RTK slice `noticeSlice` so any page can push a notice.
Notes: Notify was a singleton that could be called from an axios interceptor; the NoticeBar variant must be dispatched (`store.dispatch(noticeSlice.actions.push(...))`), so keep the store reference in the client provider, never a module-level store (see exp-qth5-005).
""", P, "component", "verified",
  assets=["Notify", "NoticeBar"],
  applies_to={"vant": "^2.12", "antd-mobile": "^5"},
  source="PR qt-h5#1457 (contractor: @m.evans)", updated="2025-11-16"),

E("exp-qth5-076", "E_ORDER_422 价格已变化：重新算价并让用户确认", """
背景：课程调价/限时折扣结束后，结算页停留过久再提交，后端返回 { code: 'E_ORDER_422', data: { oldPriceFen, newPriceFen } }。
处理：Dialog.confirm({ content: `课程价格已由 ¥${formatYuan(oldPriceFen)} 调整为 ¥${formatYuan(newPriceFen)}，是否继续购买？` })，返回 true 后用新价格重新提交（带 expectedPriceFen）；返回 false 则回到课程详情并 mutate 详情缓存。
注意：antd-mobile Dialog.confirm 取消返回 false 而不是 reject（exp-qth5-017）；拼团价变化同样走 422，文案区分「拼团价」。
""", P, "other", "verified",
  assets=["E_ORDER_422", "checkoutSlice"],
  applies_to={"antd-mobile": "^5", "@reduxjs/toolkit": "^2"},
  source="PR qt-h5#1474", updated="2025-11-26"),

E("exp-qth5-077", "拼团详情页参团人数不实时：禁止 revalidate 缓存，使用 no-store", """
背景：pages/groupbuy/_groupId.vue 迁到 app/groupbuy/[groupId]/page.tsx，照课程详情（exp-qth5-001）的写法加了 next: { revalidate: 60 }。
现象：家长分享出去的拼团页显示「还差 2 人成团」，实际已满员，点参团返回 E_ORDER_410；刚参团的家长刷新后看不到自己的头像。
原因：fetch 的数据缓存（Data Cache）按 URL 缓存 60 秒，不区分用户，也不随参团实时更新。
处理：
```ts
const group = await fetch(`${API}/groupbuy/${params.groupId}`, { cache: 'no-store', headers: authHeaders() }).then(r => r.json())
```
并在页面导出 export const dynamic = 'force-dynamic'；成团进度条在客户端用 useSWR 每 5 秒刷新（refreshInterval: 5000，成团/过期后停止）。
注意：Next 14 中 fetch 默认是 force-cache，不写 cache 选项就会被缓存，所有含登录态/实时数据的请求都要显式 no-store。
""", P, "component", "verified",
  assets=["pages/groupbuy/_groupId.vue", "GroupBuyProgress"], branches=APP,
  applies_to={"next": ">=14 <15", "swr": "^2"},
  source="Incident 2025-11-21 拼团人数不准, PR qt-h5#1468", updated="2025-11-22"),

E("exp-qth5-078", "家长端课消记录页分页：useSWRInfinite + InfiniteScroll", """
背景：pages/lesson/consume.vue 展示每节课扣减课时（课消）明细：上课时间、课程、消耗课时、剩余课时，Nuxt 版 van-list 分页，page/size 存在 data 里。
处理：
```tsx
const getKey = (i: number, prev: Page | null) => (prev && !prev.hasNext ? null : ['/lesson/consume', childId, i + 1])
const { data, size, setSize } = useSWRInfinite(getKey, ([url, cid, page]) => http.get(url, { params: { childId: cid, page, size: 20 } }).then(r => r.data))
```
切换孩子时 childId 变化，key 变化自动从第一页开始（initialSize 1）；顶部「剩余 N 课时」用单独的 useSWR('/lesson/balance')，和列表分别缓存。
注意：getKey 返回 null 表示没有下一页；revalidateFirstPage 默认 true，加载下一页时会重新请求第一页，课消明细不常变，设为 false 减少请求。
""", P, "component", "verified",
  assets=["pages/lesson/consume.vue", "useSWRInfinite"],
  applies_to={"swr": "^2", "antd-mobile": "^5"},
  source="PR qt-h5#1427", updated="2025-11-05"),
]

ENTRIES += [
E("exp-qth5-079", "qt-h5 SSR hydration 报错排查手册（Nuxt → Next.js App Router）", """
背景：qt-h5 从 Nuxt 2 迁到 Next.js 14 App Router 的三个月里，Sentry 上 hydration 相关报错累计 40 多个 issue。本手册汇总了我们遇到的全部类型、识别方法和处理方式。新页面上线前请按「自查清单」过一遍。

一、先认清报错
React 18 在开发环境和生产环境的提示不同：
- 开发环境：Warning: Text content did not match. Server: "xxx" Client: "yyy"；Warning: Expected server HTML to contain a matching <div> in <section>；Warning: Prop `className` did not match. Server: "a" Client: "b"。
- 生产环境（Next 错误浮层/Sentry）：Error: Text content does not match server-rendered HTML.；Error: Hydration failed because the initial UI does not match what was rendered on the server.；Error: There was an error while hydrating. Because the error happened outside of a Suspense boundary, the entire root will switch to client rendering.
最后一条最严重：整棵树放弃 hydrate，改为客户端重新渲染，首屏会闪白，等于 SSR 白做。Nuxt 2 时代对应的是 [Vue warn]: The client-side rendered virtual DOM tree is not matching server-rendered content 和 Mismatching childNodes vs. VNodes，但 Vue 2 只在开发环境告警，生产环境静默 bail，所以很多问题在 Nuxt 时代就存在，只是没人看见。

二、按原因分类
1. 时间相关（最多，约 40%）：倒计时、「刚刚/3 分钟前」、开课状态（未开始/进行中根据当前时间算）。处理：服务端下发 serverNow，首帧用它渲染，mount 后再走表（exp-qth5-003）；相对时间只在客户端渲染。
2. 时区：容器 UTC，浏览器北京时间，所有 dayjs(ts).format() 都可能不同。处理：统一 dayjs.tz('Asia/Shanghai')，Dockerfile 设 TZ（exp-qth5-032）。
3. 仅客户端数据：localStorage、sessionStorage、navigator.userAgent、window.innerWidth、document.cookie。处理：能放 cookie/请求头的放服务端判断下传（exp-qth5-004、exp-qth5-059）；只能客户端拿的用 useSyncExternalStore 的 getServerSnapshot，或 mount 后渲染。
4. Intl/ICU 差异：Node 镜像 small-icu，toLocaleString、Intl.NumberFormat、Intl.DateTimeFormat 输出和浏览器不同（"CN¥" vs "¥"，全角/半角空格）。处理：金额、日期格式化手写，不依赖 Intl（exp-qth5-031）。
5. 随机数与自增 id：Math.random() 生成的 key/id、模块级计数器 let uid = 0。处理：id 用 React 18 的 useId()；列表 key 用业务 id。
6. 无效的 HTML 嵌套：浏览器解析 HTML 时会修正非法嵌套，导致 DOM 与 React 预期不同。我们踩到的：
   - <p> 里嵌套 <div>：课程介绍富文本外层用了 <p className="desc">，里面的 antd-mobile Ellipsis 渲染的是 div。报 Warning: validateDOMNesting(...): <div> cannot appear as a descendant of <p>，随后 Hydration failed。处理：外层改 <div>；后端下发的富文本（可能含 <p><div>）用 <div dangerouslySetInnerHTML> 承载，不要包在 <p> 里。
   - <a> 里嵌套 <a>：课程卡片整体是 Link，里面的「老师主页」又是 Link。处理：内层改成 button + router.push，并 stopPropagation。
   - <table> 缺少 <tbody>：价格对照表手写 <table><tr>，浏览器自动插入 tbody。处理：显式写 <tbody>。
   - <button> 里嵌套 <button>：拼团卡片的「去参团」按钮里又放了「分享」按钮。
7. 第三方注入：微信 X5 内核、部分安卓浏览器会在 body 里注入节点或改写 <a href="tel:">，iOS Safari 会把电话号码自动识别成链接。处理：<meta name="format-detection" content="telephone=no" />（在根 layout 的 metadata 里 formatDetection: { telephone: false }），注入节点无法避免的，确保我们的根节点不是 body 直接子节点之外的结构依赖。
8. 组件库首帧测量：antd-mobile 的 Swiper、Tabs 指示条、Ellipsis 在首帧测量宽度，SSR 输出与客户端计算不同。Ellipsis 在服务端输出全文、客户端截断，会产生文本不一致。处理：首屏的 Ellipsis 改用 CSS line-clamp；Swiper 外层固定高度。
9. 条件渲染依赖 typeof window：const isClient = typeof window !== 'undefined' 然后 {isClient && <X/>}。这在首帧必然不一致。处理：见 exp-qt-001 的 useIsClient 写法，永远不要在 render 里用 typeof window 做分支。

三、定位方法
- 开发环境控制台的 Warning 会给出组件栈（in GroupBuyCard (at page.tsx)），比生产环境的 Error 有用得多，先在本地复现。
- 本地复现时区问题：TZ=UTC next dev。
- 本地复现 UA 问题：Chrome DevTools 设备模拟里把 UA 改成含 MicroMessenger 的微信 UA。
- 生产环境：Sentry 里开启 React 的 onRecoverableError 上报（Next 会把恢复性错误打到 console.error），我们在 instrumentation-client 里把 hydration 错误单独打 tag hydration=1。
- 对比 SSR HTML：curl -A "<微信UA>" https://h5.qiantang-edu.com/course/123 > ssr.html，和浏览器 Elements 面板对比。

四、不推荐的做法
- 全局 suppressHydrationWarning（已废弃，exp-qth5-060）：只对单个元素的文本和属性生效，子树无效，且掩盖问题。
- 整页 dynamic(ssr:false)：等于放弃 SSR，微信分享抓取和首屏都受影响，只用于真正依赖浏览器 API 的组件（exp-qth5-074）。
- 在 useEffect 里 setState 全量重渲染整页来「对齐」：会导致首屏闪动，只对小块内容使用。

五、自查清单（新页面上线前）
[ ] 页面里所有时间显示都经过 formatDate（带时区）
[ ] 没有在 render 中读取 window/localStorage/navigator
[ ] 没有 Math.random()/Date.now() 出现在 render 中
[ ] 富文本没有被包在 <p> 里，卡片内没有嵌套 <a>/<button>
[ ] 首屏没有使用 Ellipsis/Swiper 的测量结果决定文本
[ ] 本地用 TZ=UTC 和微信 UA 各跑一遍，控制台无 hydration warning
""", P, "other", "verified",
  assets=["hydration", "suppressHydrationWarning", "useId"],
  applies_to={"react": "^18", "next": ">=14 <15"},
  conditions="App Router 构建，页面有 SSR 首屏。",
  source="Wiki: qt-h5/迁移/hydration 排查手册 v3", updated="2025-12-06"),

E("exp-qth5-080", "拼团下单全链路迁移复盘：商品页 → 参团 → 下单 → 微信支付 → 回跳确认", """
背景：拼团是 2025 秋季续报的主要转化渠道（约 35% 订单）。链路涉及 5 个页面、2 个 Vuex 模块（groupbuy、order）、微信 JSSDK 分享与 JSAPI 支付。本复盘记录 feat/next-app-router 上整条链路的迁移方案和上线后问题，供后续「砍价」「助力」活动复用。

一、页面与数据
1. 拼团商品页 app/groupbuy/course/[courseId]/page.tsx：课程信息可缓存（revalidate 60，tag course:{id}），「正在拼团的团列表」实时，放客户端 useSWR('/groupbuy/open-groups?courseId=', { refreshInterval: 10000 })。
2. 拼团详情页 app/groupbuy/[groupId]/page.tsx：全部 no-store（exp-qth5-077）。成团进度 GroupBuyProgress 客户端 5 秒刷新，GroupBuyCountdown 用 serverNow 方案（exp-qth5-003）。
3. 结算页 app/order/confirm/page.tsx：客户端组件为主，checkoutSlice 保存选中规格、优惠券、学员（孩子），刷新页面从 URL 参数 + 接口恢复，不持久化。
4. 支付页 app/pay/checkout/page.tsx：路径必须在 /pay/ 目录下（微信支付目录，exp-qth5-058）。
5. 结果页 app/pay/result/page.tsx：轮询订单状态（exp-qth5-056）。

二、状态迁移
- store/groupbuy.js（Vuex）里的 currentGroup、members、countdown 全部是服务端数据，迁移后删除，改由页面服务端组件和 SWR 提供。
- store/order.js 只保留 createOrder，改为 createAsyncThunk + rejectWithValue（exp-qth5-008），参团下单和开团下单共用，arg 里带 groupId 或 openGroup: true。
- 结算页用 checkoutSlice：{ skuId, couponId, childId, groupId }；离开结算页 dispatch(reset())。

三、错误码处理（下单接口）
- E_ORDER_409 已有未支付订单 / 已参团：data.orderNo 存在 → 跳支付；data.groupId 存在 → 跳拼团详情（exp-qth5-047）。
- E_ORDER_410 团已满/过期：引导单独购买或开新团（exp-qth5-049）。
- E_ORDER_402 券失效：刷新券并重新算价（exp-qth5-048）。
- E_ORDER_422 价格变化：弹窗让用户确认新价格（exp-qth5-076）。
- E_AUTH_401：拦截器单飞刷新 token 后重放（exp-qth5-050）。
所有错误码在 lib/orderErrors.ts 里集中映射，组件只调用 handleOrderError(payload, { router })。

四、支付与回跳
- 支付页进入方式：从结算页用 window.location.href 整页跳转（iOS 支付目录按首个 URL 判断）。
- WeixinJSBridge.invoke 的回调 get_brand_wcpay_request:ok 后 router.replace('/pay/result?orderNo=')；cancel 时留在支付页并显示「继续支付」按钮（订单 15 分钟内有效，锁单倒计时只在客户端渲染）；fail 时上报 err_desc。
- 回跳确认：结果页轮询 /order/status，间隔 1.5 秒，最多 20 次（30 秒）；超过后显示「支付结果确认中，可在我的订单查看」，不要无限轮询。PAID 后停止轮询，触发一次成功副作用（埋点 + 成团检查）。
- 支付成功后如果本单使团成团，结果页展示「拼团成功」并提示添加班主任企微（AdvisorCard），否则展示「还差 N 人，邀请好友」并调 useWxShare 设置分享卡片到 groupId。

五、分享
- 拼团详情页的分享 link 带 inviter=当前家长 id，进入页面时服务端读取 searchParams.inviter 记入归因 cookie。
- iOS 签名 URL 问题见 exp-qth5-033。分享图用服务端生成的海报 URL，不在客户端 canvas 合成（X5 内核 canvas 跨域问题多）。

六、上线后问题
1. 参团人数不准（缓存），修复见 exp-qth5-077。
2. 用户点取消仍支付（Dialog.confirm 返回布尔值），修复见 exp-qth5-017。
3. 结果页成功弹窗弹两次（revalidateOnFocus），修复见 exp-qth5-056。
4. 价格显示 ¥9900（van-submit-bar 单位是分），修复见 exp-qth5-072。
5. 安卓微信从支付返回后页面白屏：支付页被系统回收，返回时重新加载，但 URL 上没有 orderNo（我们用 router state 传的）。修复：所有跨页参数走 URL。

七、可复用结论
- 拼团/助力/砍价这类「多人实时」页面一律 no-store + 客户端轮询；
- 下单错误码集中处理；
- 支付相关页面整页跳转，跨页参数放 URL。
""", P, "other", "verified",
  assets=["pages/groupbuy/_groupId.vue", "store/groupbuy.js", "store/order.js", "pages/pay/index.vue", "checkoutSlice"],
  branches=APP,
  applies_to={"next": ">=14 <15", "@reduxjs/toolkit": "^2", "swr": "^2"},
  source="复盘会 2025-12-04, Wiki: qt-h5/复盘/拼团链路", updated="2025-12-04"),

E("exp-qth5-081", "Nuxt plugin inject('api') 的 this.$api 迁移：按模块导出的 API client", """
背景：plugins/api.js 里 inject('api', { course: courseApi($axios), order: orderApi($axios), homework: ... })，组件和 Vuex 里通过 this.$api.course.detail(id) / this.$api.order.create() 调用。
处理：
- lib/api/course.ts、lib/api/order.ts 直接导出函数：export const getCourse = (id: string) => http.get<Course>(`/course/${id}`).then(r => r.data)，客户端 SWR 和 thunk 都从这里 import。
- 服务端组件用同名的 server 版本 lib/api/server/course.ts（基于 fetch，带 cookies() 里的 token 和 next 缓存选项），文件顶部 import 'server-only'，防止被客户端组件误引入把内网地址打进 bundle。
注意：this.$api 原来在 asyncData 的 context.app.$api 里也可用，迁移时全局搜 app.$api 和 this.$api 两种写法；Vuex action 里的 this.$api 迁到 thunk 后改成 import。
""", P, "plugin", "verified",
  assets=["plugins/api.js", "$api", "inject"],
  applies_to={"nuxt": "^2.17", "next": ">=13.4 <15"},
  source="PR qt-h5#1353", updated="2025-10-08"),
]
