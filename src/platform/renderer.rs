//! What draws the window. Without a graphics card (a software renderer such as llvmpipe) the
//! drawing itself needs the processor's cores: multisampled edges then cost about half of every
//! frame, which left a search beside it no core of its own, so its frames grew long. There
//! only, the board is drawn without multisampling (its lines' edges are a little rougher).

use bevy::prelude::*;
use bevy::render::renderer::RenderAdapterInfo;

/// Whether the window is drawn in software, known before the first camera is made.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct DrawnInSoftware(pub bool);

/// Whether the board's edges are multisampled: `None` decides by the renderer
/// (`--multisampling`).
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Multisampling(pub Option<bool>);

impl Multisampling {
    /// The multisampling the board's camera uses.
    pub fn msaa(self, software: DrawnInSoftware) -> Msaa {
        if self.0.unwrap_or(!software.0) {
            Msaa::Sample4
        } else {
            Msaa::Off
        }
    }
}

pub fn plugin(app: &mut App) {
    app.init_resource::<DrawnInSoftware>()
        .init_resource::<Multisampling>()
        .add_systems(PreStartup, look_at_the_renderer);
}

fn look_at_the_renderer(
    adapter: Option<Res<RenderAdapterInfo>>,
    mut software: ResMut<DrawnInSoftware>,
) {
    let Some(adapter) = adapter else { return };
    // wgpu's `DeviceType` is not re-exported by Bevy; its name is stable (`Cpu`: llvmpipe,
    // lavapipe, WARP and the like), and depending on wgpu-types directly could change its
    // features and rebuild the whole renderer.
    software.0 = format!("{:?}", adapter.device_type) == "Cpu";
    if software.0 {
        info!(
            "drawn in software ({}): the board without multisampling unless --multisampling on",
            adapter.name
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn multisampling_is_off_in_software_unless_asked_for() {
        let (gpu, cpu) = (DrawnInSoftware(false), DrawnInSoftware(true));
        assert_eq!(Multisampling(None).msaa(gpu), Msaa::Sample4);
        assert_eq!(Multisampling(None).msaa(cpu), Msaa::Off);
        assert_eq!(Multisampling(Some(true)).msaa(cpu), Msaa::Sample4);
        assert_eq!(Multisampling(Some(false)).msaa(gpu), Msaa::Off);
    }
}
