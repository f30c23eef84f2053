//! The 3D table's level of detail. The graphics setting names a level, or "auto": low on a
//! software renderer (the adapter says it is a CPU, or is one of the known software
//! rasterizers), high on a graphics card. Each level says how fine the pieces are turned, how
//! edges are smoothed, how large and soft the shadows are, and whether the hall lights the
//! pieces, occludes their feet and glows on bright metal. A new level redraws the view.

use bevy::prelude::*;
use bevy::render::renderer::RenderAdapterInfo;
use konakis_store::Graphics;
use wgpu_types::DeviceType;

use crate::persist::Persisted;
use crate::view::BoardView;

/// The level the 3D table is drawn at now.
#[derive(Resource, Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum Quality {
    /// What software rendering can draw: no multisampling, a small shadow map filtered in
    /// hardware, pieces of 24 facets, one light, the hall's floor and the table's top painted
    /// with their light and drawn unlit, no vignette.
    #[default]
    Low,
    /// Multisampled edges, larger and softer shadows, the hall lighting and reflecting in the
    /// pieces, finer pieces.
    Medium,
    /// As medium, with ambient occlusion where pieces meet the board (smoothed by FXAA, as
    /// occlusion wants multisampling off), a glow on the gold, and the finest meshes.
    High,
}

/// What a level turns on.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Detail {
    /// Facets round a turned piece.
    pub segments: usize,
    /// Multisampling of the 3D camera.
    pub msaa: Msaa,
    /// Fast approximate anti-aliasing after the frame.
    pub fxaa: bool,
    /// Texels along a side of the shadow map.
    pub shadow_map: usize,
    /// Soft (Gaussian) shadow filtering; otherwise one 2x2 hardware comparison.
    pub soft_shadows: bool,
    /// Screen-space ambient occlusion.
    pub ambient_occlusion: bool,
    /// Bloom on bright highlights (and an HDR camera for it).
    pub bloom: bool,
    /// Texels along a face of the hall's cube map; 0: the hall is a backdrop only and does
    /// not light the pieces.
    pub environment: u32,
    /// The hearth's glow as a second light (at "low" the ambient light is warmer instead).
    pub hearth: bool,
    /// A gentle vignette (a pass over every pixel of the frame).
    pub vignette: bool,
}

impl Quality {
    /// What this level turns on.
    pub fn detail(self) -> Detail {
        match self {
            Quality::Low => Detail {
                segments: 24,
                msaa: Msaa::Off,
                fxaa: false,
                shadow_map: 2048,
                soft_shadows: false,
                ambient_occlusion: false,
                bloom: false,
                environment: 0,
                hearth: false,
                vignette: false,
            },
            Quality::Medium => Detail {
                segments: 48,
                msaa: Msaa::Sample4,
                fxaa: false,
                shadow_map: 4096,
                soft_shadows: true,
                ambient_occlusion: false,
                bloom: false,
                environment: 128,
                hearth: true,
                vignette: true,
            },
            Quality::High => Detail {
                segments: 96,
                msaa: Msaa::Off,
                fxaa: true,
                shadow_map: 4096,
                soft_shadows: true,
                ambient_occlusion: true,
                bloom: true,
                environment: 256,
                hearth: true,
                vignette: true,
            },
        }
    }

    /// The level the setting asks for on this renderer (none known: a software one, the
    /// cautious guess).
    pub fn chosen(setting: Graphics, renderer: Option<&Renderer>) -> Quality {
        match setting {
            Graphics::Low => Quality::Low,
            Graphics::Medium => Quality::Medium,
            Graphics::High => Quality::High,
            Graphics::Auto if renderer.is_some_and(|r| !r.is_software()) => Quality::High,
            Graphics::Auto => Quality::Low,
        }
    }

    /// The level's name in the log.
    pub fn name(self) -> &'static str {
        match self {
            Quality::Low => "low",
            Quality::Medium => "medium",
            Quality::High => "high",
        }
    }
}

/// What the adapter says of itself.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Renderer {
    /// The adapter's name (`llvmpipe (LLVM 19.1.7, 256 bits)`).
    pub name: String,
    /// The kind of device.
    pub device_type: DeviceType,
}

impl Renderer {
    /// Software rasterizers: the adapter says it is a CPU, or its name is one of the known
    /// ones (some drivers report lavapipe or SwiftShader as "other").
    pub fn is_software(&self) -> bool {
        let name = self.name.to_lowercase();
        self.device_type == DeviceType::Cpu
            || ["llvmpipe", "lavapipe", "swiftshader", "softpipe", "warp"]
                .iter()
                .any(|known| name.contains(known))
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Quality>();
    app.add_systems(
        PreUpdate,
        choose_quality.run_if(resource_exists::<Persisted>),
    );
}

/// Settles the level from the setting and the renderer; a new level in the 3D view redraws it
/// (the view is entered again, and every piece and the scene are made at the new level).
fn choose_quality(
    persisted: Res<Persisted>,
    adapter: Option<Res<RenderAdapterInfo>>,
    mut quality: ResMut<Quality>,
    view: Option<Res<State<BoardView>>>,
    mut next_view: Option<ResMut<NextState<BoardView>>>,
    mut logged: Local<Option<(Graphics, Quality)>>,
) {
    // Only a new setting or a renderer just known can change the level.
    if !persisted.is_changed() && !adapter.as_ref().is_some_and(|a| a.is_changed()) {
        return;
    }
    let renderer = adapter.map(|a| Renderer {
        name: a.0.name.clone(),
        device_type: a.0.device_type,
    });
    let setting = persisted.settings.graphics;
    let chosen = Quality::chosen(setting, renderer.as_ref());
    if *logged != Some((setting, chosen)) {
        let on = renderer
            .as_ref()
            .map_or("an unknown renderer".to_string(), |r| {
                let kind = if r.is_software() {
                    "software"
                } else {
                    "hardware"
                };
                format!("{} ({kind})", r.name)
            });
        info!("graphics: {} ({setting:?} on {on})", chosen.name());
        *logged = Some((setting, chosen));
    }
    if *quality == chosen {
        return;
    }
    *quality = chosen;
    if let (Some(view), Some(next)) = (view, next_view.as_mut())
        && **view == BoardView::Solid
    {
        next.set(BoardView::Solid);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn renderer(name: &str, device_type: DeviceType) -> Renderer {
        Renderer {
            name: name.into(),
            device_type,
        }
    }

    #[test]
    fn auto_is_low_on_software_and_high_on_a_graphics_card() {
        let lavapipe = renderer("llvmpipe (LLVM 19.1.7, 256 bits)", DeviceType::Cpu);
        let swiftshader = renderer("SwiftShader Device (Subzero)", DeviceType::Other);
        let card = renderer("NVIDIA GeForce RTX 4070", DeviceType::DiscreteGpu);
        let laptop = renderer("Intel(R) Iris(R) Xe Graphics", DeviceType::IntegratedGpu);
        for software in [&lavapipe, &swiftshader] {
            assert_eq!(
                Quality::chosen(Graphics::Auto, Some(software)),
                Quality::Low
            );
        }
        for gpu in [&card, &laptop] {
            assert_eq!(Quality::chosen(Graphics::Auto, Some(gpu)), Quality::High);
        }
        assert_eq!(Quality::chosen(Graphics::Auto, None), Quality::Low);
        // A level named is a level kept, whatever the renderer.
        assert_eq!(
            Quality::chosen(Graphics::High, Some(&lavapipe)),
            Quality::High
        );
        assert_eq!(Quality::chosen(Graphics::Low, Some(&card)), Quality::Low);
    }

    #[test]
    fn each_level_adds_to_the_one_below() {
        let [low, medium, high] =
            [Quality::Low, Quality::Medium, Quality::High].map(Quality::detail);
        assert!(low.segments < medium.segments && medium.segments < high.segments);
        assert!(low.shadow_map < medium.shadow_map && medium.shadow_map <= high.shadow_map);
        assert!(!low.soft_shadows && medium.soft_shadows && high.soft_shadows);
        assert!(
            low.environment == 0
                && medium.environment > 0
                && high.environment >= medium.environment
        );
        assert_eq!(
            low.msaa,
            Msaa::Off,
            "multisampling costs four times under software"
        );
        // Ambient occlusion needs multisampling off; high smooths its edges with FXAA.
        assert!(high.ambient_occlusion && high.msaa == Msaa::Off && high.fxaa);
    }
}
