# -*- coding: utf-8 -*-
"""zhengwu-portal: style, build, test, i18n, Vue 2.6/2.7 composition code. Entries 0061-0069, 0097, 0098."""

PM_BR = ["master", "dev-*"]
REL_BR = ["release/v3.*"]

ENTRIES = [
dict(
    id="exp-rc-0061",
    title="element-variables.scss 主题迁 antd 5 ConfigProvider theme token（政务蓝）",
    project="zhengwu-portal",
    branches=PM_BR,
    applies_to={"antd": ">=5 <6"},
    asset_type="style",
    assets=["element-variables.scss", "theme"],
    status="verified",
    conditions="master / dev-*，antd 5 CSS-in-JS 主题",
    source="wiki: 门户前端/React 迁移/主题 §1",
    updated_at="2024-01-07",
    body=r"""一、背景
Element 主题在 src/styles/element-variables.scss 里覆盖 $--color-primary: #1e6fff 等 SCSS 变量。

二、方案

```tsx
<ConfigProvider locale={zhCN} theme={{
  token: { colorPrimary: '#1e6fff', borderRadius: 4, fontSize: 14, colorLink: '#1e6fff' },
  components: { Table: { headerBg: '#f5f7fa' }, Menu: { darkItemBg: '#0b2a5b' } },
}}>
```

变量对照：$--color-primary -> colorPrimary；$--border-radius-base -> borderRadius；$--table-header-background-color -> components.Table.headerBg。

三、注意事项
业务 scss 里引用 $--color-primary 的地方（约 90 处）改用 CSS 变量：开启 theme.cssVar（antd 5.12+）后用 var(--ant-color-primary)。""",
),
dict(
    id="exp-rc-0062",
    title="PC 门户适老化（大字版）切换：ConfigProvider 动态 token",
    project="zhengwu-portal",
    branches=PM_BR,
    applies_to={"antd": ">=5 <6"},
    asset_type="style",
    assets=["elder-mode"],
    status="verified",
    conditions="PC 门户顶栏“适老化/大字版”开关，工信部适老化改造要求",
    counter_conditions="掌上 H5 的适老化不适用（antd-mobile 用 CSS 变量，另有条目）",
    source="PR !1254",
    updated_at="2024-03-04",
    body=r"""Vue 版是在 body 上加 class elder-mode，再用一堆 !important 覆盖 Element 字号。React 侧用 token 切换：

```tsx
const elder = useAppSelector(s => s.ui.elderMode)
<ConfigProvider theme={{ token: { fontSize: elder ? 18 : 14, controlHeight: elder ? 40 : 32, lineHeight: 1.8 } }}>
```

- 开关状态存 localStorage 'rc_elder_mode'，不进 Redux 持久化。
- 业务自定义样式用 var(--ant-font-size)（开启 cssVar），不要写死 px。
- 适老化模式下关闭动画（token.motion: false），读屏软件（阳光读屏）兼容更好。""",
),
dict(
    id="exp-rc-0063",
    title="release/v3.* antd 4 主题：less modifyVars 配置",
    project="zhengwu-portal",
    branches=REL_BR,
    applies_to={"antd": "^4.24"},
    asset_type="style",
    assets=["element-variables.scss", "theme"],
    status="verified",
    conditions="release/v3.* 分支，antd 4.24.x",
    source="PR !1300",
    updated_at="2024-03-19",
    body="""antd 4 没有 token。vite.config.ts：css.preprocessorOptions.less = { javascriptEnabled: true, modifyVars: { 'primary-color': '#1e6fff', 'border-radius-base': '4px' } }，入口引入 antd/dist/antd.less 而不是 antd.css。release 分支如果要运行时切换（适老化），只能用 antd.variable.min.css + ConfigProvider.config 动态主题，字号类变量不支持动态切换。""",
),
dict(
    id="exp-rc-0064",
    title="【废弃】antd 5 继续用 babel-plugin-import 按需加载样式",
    project="zhengwu-portal",
    branches=PM_BR,
    applies_to={"antd": ">=5 <6"},
    asset_type="build",
    assets=["babel.config.js"],
    status="deprecated",
    counter_conditions="已废弃：antd 5 CSS-in-JS 默认 tree-shaking，无需按需加载插件",
    source="PR !1166",
    updated_at="2023-12-15",
    body="""Vue 时代 babel-plugin-component 按需加载 Element 样式，迁移初期照搬了 babel-plugin-import 配 antd，style: true。antd 5 没有 less 样式文件，配了反而报 Cannot find module 'antd/es/button/style'。删掉插件即可。""",
),
dict(
    id="exp-rc-0065",
    title="vue.config.js devServer.proxy 迁 vite server.proxy（/zwfw-api 网关前缀）",
    project="zhengwu-portal",
    asset_type="build",
    assets=["vue.config.js", "vite.config.ts"],
    status="verified",
    conditions="本地开发代理政务网关测试环境",
    source="PR !1161",
    updated_at="2023-12-12",
    body=r"""```ts
server: {
  port: 8080,
  proxy: {
    '/zwfw-api': {
      target: 'https://test-gw.rc-zwfw.example.cn',
      changeOrigin: true,
      secure: false,                       // 测试网关是自签证书
      rewrite: p => p.replace(/^\/zwfw-api/, '/gateway'),
      headers: { 'X-Gw-App': 'zhengwu-portal' },
    },
  },
},
```

vue.config.js 的 pathRewrite: { '^/zwfw-api': '/gateway' } 对应 rewrite 函数。网关按 X-Gw-App 头做限流，漏了会 429。""",
),
dict(
    id="exp-rc-0066",
    title="Xinchuang browsers (360 极速 on Chromium 78): Vite build target + plugin-legacy",
    project="zhengwu-portal",
    asset_type="build",
    assets=["vite.config.ts"],
    status="verified",
    conditions="Portal must open in 360 安全浏览器 / 奇安信可信浏览器 extreme mode on UOS and Kylin terminals (Chromium 78-86 kernels)",
    counter_conditions="IE-kernel compatibility mode is not supported by React 18 at all",
    source="PR !1237, bug #4412",
    updated_at="2024-02-26",
    body=r"""Bug #4412: white screen on government terminals, console shows

```
Uncaught SyntaxError: Unexpected token '.'
```

The default Vite target (modern browsers) emits optional chaining `a?.b` and `??`, which Chromium < 80 cannot parse, so the whole entry chunk fails.

Fix in vite.config.ts:

```ts
import legacy from '@vitejs/plugin-legacy'
build: { target: ['chrome78'] },
plugins: [react(), legacy({ targets: ['chrome >= 69'], modernPolyfills: true })],
```

Also check dependencies that ship untranspiled ES2020 (sm-crypto is fine, some @formily packages are not). Test on the real 360 build, not on desktop Chrome with a UA override.""",
),
dict(
    id="exp-rc-0067",
    title="jest + @vue/test-utils -> vitest + React Testing Library; antd needs matchMedia mock",
    project="zhengwu-portal",
    branches=PM_BR,
    applies_to={"antd": ">=5 <6"},
    asset_type="test",
    assets=["jest.config.js", "vitest.config.ts"],
    status="verified",
    conditions="Unit tests for migrated components",
    source="PR !1248",
    updated_at="2024-02-28",
    body=r"""Mapping: mount/shallowMount -> render; wrapper.find('.el-button').trigger('click') -> await userEvent.click(screen.getByRole('button', { name: '提交' })); wrapper.emitted('change') -> a vi.fn() passed as onChange.

First run of any antd component test fails with:

```
TypeError: window.matchMedia is not a function
```

jsdom does not implement matchMedia, antd's responsive observer calls it. Add to vitest.setup.ts:

```ts
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: vi.fn().mockImplementation(q => ({ matches: false, media: q, onchange: null,
    addListener: vi.fn(), removeListener: vi.fn(), addEventListener: vi.fn(), removeEventListener: vi.fn(), dispatchEvent: vi.fn() })),
})
```

Select dropdowns render in a portal: query with screen, not container. Snapshot tests of the old Vue components are not ported; rewrite as behaviour tests.""",
),
dict(
    id="exp-rc-0068",
    title="vue-i18n 8（$t）迁 react-i18next：涉外服务专区中英文",
    project="zhengwu-portal",
    branches=PM_BR,
    asset_type="i18n",
    assets=["vue-i18n", "$t"],
    status="verified",
    conditions="“外籍人士服务专区”中英文切换，语言包 src/locales/zh-CN.json、en-US.json",
    source="PR !1262",
    updated_at="2024-03-06",
    body="""语言包 JSON 直接复用，key 不变。差异：
- vue-i18n 插值 {name}，i18next 默认 {{name}}，初始化配 interpolation: { prefix: '{', suffix: '}' } 兼容老语言包；
- $tc 复数对应 t('key', { count })，但中文不需要复数，只有英文包有 _plural 后缀，改成 _one/_other；
- antd 的 locale 跟着切：i18n.language === 'en-US' ? enUS : zhCN；
- 只有涉外专区用英文，其余页面不要包 t()。""",
),
dict(
    id="exp-rc-0069",
    title="qiankun 微前端承载 Vue 老模块（候选）",
    project="zhengwu-portal",
    branches=PM_BR,
    asset_type="build",
    assets=["FdDesigner", "qiankun"],
    status="candidate",
    conditions="React 主应用需要承载尚未迁移的 Vue 2 模块（老表单设计器、统计大屏）",
    source="钉钉 @架构组 2024-03-01",
    updated_at="2024-03-01",
    body="""iframe 之外的备选，检查项：
- qiankun 沙箱下 Element 的弹层挂 body，样式隔离 strictStyleIsolation 会导致弹层没样式
- 子应用 publicPath 用 __INJECTED_PUBLIC_PATH_BY_QIANKUN__
- 老表单设计器依赖全局 window.Vue，沙箱里要确认
- 主子应用 token 共享（sessionStorage 同域可读）
- 卸载时 Vue 实例 $destroy，防止内存泄漏（veaury 的教训）""",
),
dict(
    id="exp-rc-0097",
    title="Vue 2.6 + @vue/composition-api 写的组件迁 React hooks 对照",
    project="zhengwu-portal",
    branches=PM_BR,
    applies_to={"vue": "~2.6.0"},
    asset_type="component",
    assets=["@vue/composition-api"],
    status="verified",
    conditions="Vue 2.6 项目里通过 @vue/composition-api 插件写的 setup() 组件（2022 年后新写的约 40 个）",
    counter_conditions="Vue 2.7（内置 composition API、<script setup>）不适用，见 2.7 条目",
    source="wiki: 门户前端/React 迁移/组合式 API 对照",
    updated_at="2024-01-20",
    body=r"""@vue/composition-api 写法到 React 的对照：
- ref(x) / reactive({}) -> useState；注意 reactive 对象整体替换要 setState({...s, a: 1})
- computed(() => ...) -> useMemo
- watch(source, cb) -> useEffect(cb, [source])；immediate: true 就是 useEffect 首次执行，没有 immediate 的要用 useRef 跳过首次
- onMounted -> useEffect(() => {}, [])
- setup(props, { emit }) 里的 emit('change', v) -> props.onChange?.(v)
- 插件特有：this.$store 要 getCurrentInstance().proxy.$store 拿，迁移时直接换 useAppSelector。
@vue/composition-api 的 ref 在模板里自动解包、在 reactive 数组里不解包，迁移时核对 .value 用法。""",
),
dict(
    id="exp-rc-0098",
    title="Vue 2.7 <script setup> 组件迁 React：defineProps / defineEmits 对照（待评审）",
    project="zhengwu-portal",
    branches=PM_BR,
    applies_to={"vue": ">=2.7 <3"},
    asset_type="component",
    assets=["script-setup"],
    status="review_required",
    conditions="dev-vue27 等已升级 Vue 2.7 的分支上用 <script setup> 写的组件",
    counter_conditions="Vue 2.6 + @vue/composition-api 插件写法不适用",
    source="dev-vue27 分支 PR !1280（待评审）",
    updated_at="2024-03-14",
    body=r"""dev-vue27 分支把 Vue 升到 2.7.16 后，新组件都写 <script setup lang="ts">。迁 React 的对照（草稿，待组内评审）：

```ts
// Vue 2.7
const props = withDefaults(defineProps<{ matterCode: string; readonly?: boolean }>(), { readonly: false })
const emit = defineEmits<{ (e: 'submit', id: string): void }>()
// React
function MatterPanel({ matterCode, readonly = false, onSubmit }: { matterCode: string; readonly?: boolean; onSubmit?: (id: string) => void }) {}
```

- defineExpose({ reload }) -> forwardRef + useImperativeHandle
- useAttrs / v-bind="$attrs" -> ...rest 透传
- 2.7 的 useSlots 对应 children / render props
待确认：2.7 里 v-model 在组件上默认是 value/input 而不是 3.x 的 modelValue，转换脚本的处理规则。""",
),
]
